/// A fixture that could not be set up: the test that asked for it fails with this message.
public struct FixtureError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
