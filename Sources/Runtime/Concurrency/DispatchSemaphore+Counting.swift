import Dispatch

extension DispatchSemaphore {
    /// Why it exists: `HandOff` and `CorrectionWriters` count free places with a semaphore.
    /// A semaphore holding `count` (say, free places), created at 0 and raised: libdispatch
    /// stops the process when a semaphore is freed below the value it was created with, which a
    /// semaphore still lent out on a way out by an error would be.
    public static func counting(_ count: Int) -> DispatchSemaphore {
        let semaphore = DispatchSemaphore(value: 0)
        for _ in 0..<count { semaphore.signal() }
        return semaphore
    }
}
