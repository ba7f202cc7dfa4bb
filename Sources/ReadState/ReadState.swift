// The domain: unread rules, audit checks, latency sweep, statistics (pure Swift, no I/O).
