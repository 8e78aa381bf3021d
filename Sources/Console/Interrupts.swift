#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command that never comes back (a busy loop) can always be ended. The line readers ask
/// SIGINT, SIGTERM and SIGHUP to end the session at the next prompt, and every game is saved
/// after each command, so what is on the disk is consistent whenever a command runs. While one
/// runs, a second SIGINT ends the process at once (status 130), and SIGTERM or SIGHUP end it
/// unless the command finishes within a second (status 143 or 129); a command that finishes in
/// time ends the session as at the prompt, with its goodbye. At the prompt the readers' own
/// handling is left as it was.
public enum Interrupts {
    /// Wraps the handlers the line reader set (call after making the reader).
    public static func install() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var old = sigaction()
            sigaction(signal, nil, &old)
            let handler = old.__sigaction_handler.sa_handler
            switch signal {
            case SIGINT: previousInterrupt = handler
            case SIGTERM: previousTerminate = handler
            default: previousHangUp = handler
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in Interrupts.received(signal) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
        var alarmAction = sigaction()
        alarmAction.__sigaction_handler.sa_handler = { _ in _exit(graceStatus) }
        sigemptyset(&alarmAction.sa_mask)
        sigaction(SIGALRM, &alarmAction, nil)
    }

    /// Around each command (and the opening): while set, signals end the process.
    public static func running<T>(_ body: () -> T) -> T {
        interrupts = 0
        busy = 1
        defer { busy = 0 }
        return body()
    }

    /// The signal handler: only async-signal-safe calls.
    fileprivate static func received(_ signal: Int32) {
        let previous: (@convention(c) (Int32) -> Void)?
        switch signal {
        case SIGINT: previous = previousInterrupt
        case SIGTERM: previous = previousTerminate
        default: previous = previousHangUp
        }
        if busy != 0 {
            if signal == SIGINT {
                interrupts += 1
                if interrupts >= 2 { _exit(130) }
            } else {
                graceStatus = 128 + signal
                alarm(1)
            }
        }
        // SIG_DFL and SIG_IGN are not functions to call.
        if let previous, unsafeBitCast(previous, to: Int.self) > 1 { previous(signal) }
    }
}

nonisolated(unsafe) private var busy: sig_atomic_t = 0
nonisolated(unsafe) private var interrupts: sig_atomic_t = 0
nonisolated(unsafe) private var graceStatus: Int32 = 143
nonisolated(unsafe) private var previousInterrupt: (@convention(c) (Int32) -> Void)?
nonisolated(unsafe) private var previousTerminate: (@convention(c) (Int32) -> Void)?
nonisolated(unsafe) private var previousHangUp: (@convention(c) (Int32) -> Void)?
