/// The version `spec --version` prints.
public enum SpecKit {
    public static let version = "0.1.0"
}
