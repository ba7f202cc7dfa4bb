import Foundation
import Runtime

extension KeyType {
    /// An id as an operator typed it, spelled as the source's `id::text` spells it
    /// (docs/mappings.md#keys); nil when it cannot be a key of this type (a usage error, exit 64).
    public func canonical(_ text: String) -> String? {
        switch self {
        case .bigint: return Int64(text).map(String.init)
        case .integer: return Int32(text).map(String.init)
        case .uuid: return UUID(uuidString: text).map { $0.uuidString.lowercased() }
        case .text: return text.contains("\0") ? nil : text
        }
    }

    /// `canonical(text)`, or the usage error naming `option` and the source's key type.
    func canonical(_ text: String, option: String, source: ContractSource) throws -> String {
        guard let key = canonical(text) else {
            throw JobError.invalidInput("\(option) \(text): not a channel id of \(source.placeName), whose channel ids are \(sql)")
        }
        return key
    }
}
