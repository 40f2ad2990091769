import Testing
@testable import SpecKit

/// What a node of a large tree keeps many of stays small: a model's identity box and a reference
/// to it. Each test fails if a field is added back inline; each also checks that what
/// moved still reads back as it was written.
@Suite struct StorageLayoutTests {
    /// A box of the type alone: its id and serial live in the ref, 32 bits each, so the box fits a
    /// 32-byte chunk (a 48-byte one with them) and a value holding a ref stays 24 bytes.
    @Test func aModelRefKeepsItsIdAndSerialBesideItsBox() {
        #expect(MemoryLayout<ModelRef>.size == 16)
        #expect(MemoryLayout<Value>.stride == 24)
        #expect(MemoryLayout<Value?>.stride == 24)

        let ref = ModelRef(type: "Model", serial: 7, id: 123_456, kind: .observableObject)
        #expect((ref.type, ref.serial, ref.id, ref.kind) == ("Model", 7, 123_456, .observableObject))
        let copy = ref.detached()
        #expect(copy.identity !== ref.identity)
        #expect(copy == ref)
        #expect(ModelRef(type: "Model", serial: 8, id: 123_456) != ref)
        #expect(ModelRef(type: "Other", serial: 7, id: 123_456, kind: .observableObject) != ref)
    }
}
