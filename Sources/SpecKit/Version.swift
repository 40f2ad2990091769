/// Facts about this build of the library.
public enum SpecKitInfo {
    /// The version `spec --version` prints.
    public static let version = "0.1.0"
}
