# Running the end-to-end tests side by side (run.py --jobs N): forked workers, each with its
# own catalog process, the longest tests first, outcomes back to the parent as JSON lines.
# Exec'd into run.py's globals (it uses run_one, LONG, CATALOG, BINARY, TEST_TIMEOUT).

import json
import os
import selectors
import sys
import traceback


def _worker(tasks, results, jobs):
    """A worker process: runs the tests whose numbers come on `tasks`, one a line, and writes
    each one's outcome on `results` as one JSON line; ends at the end of `tasks`. The guard
    against a hung test (TEST_TIMEOUT) grows with the workers, which share the cores: it is
    there to end a hang, not to time the program."""
    global CATALOG, TEST_TIMEOUT
    CATALOG = Catalog(BINARY)
    TEST_TIMEOUT *= jobs
    signal.signal(signal.SIGALRM, _alarm)
    status = 0
    try:
        with os.fdopen(tasks, "r", encoding="utf-8") as incoming, \
                os.fdopen(results, "w", encoding="utf-8") as outgoing:
            for line in incoming:
                index = int(line)
                result, notes = run_one(WORKER_TESTS[index][1])
                outgoing.write(json.dumps([index, result, notes]) + "\n")
                outgoing.flush()
        CATALOG.close()
    except BaseException:  # pragma: no cover - a worker must never return into the parent's code
        traceback.print_exc()
        status = 1
    finally:
        os._exit(status)


WORKER_TESTS = []


def run_parallel(tests, jobs):
    """Runs `tests` in `jobs` worker processes (forked, each with its own catalog process),
    those known to take longest first; yields (index, result, notes) as each test ends."""
    WORKER_TESTS[:] = tests
    # The longest start first, so that no worker is left running one alone at the end.
    order = sorted(range(len(tests)), key=lambda i: (tests[i][0] not in LONG, i))
    workers = []
    for _ in range(min(jobs, len(tests))):
        task_read, task_write = os.pipe()
        result_read, result_write = os.pipe()
        sys.stdout.flush()
        pid = os.fork()
        if pid == 0:
            os.close(task_write)
            os.close(result_read)
            for other in workers:
                other["tasks"].close()
                other["results"].close()
            if CATALOG is not None:  # the parent's catalog process: left to the parent
                CATALOG.proc.stdin.close()
                CATALOG.proc.stdout.close()
            _worker(task_read, result_write, jobs)
        os.close(task_read)
        os.close(result_write)
        workers.append({"pid": pid, "tasks": os.fdopen(task_write, "w", encoding="utf-8"),
                        "results": os.fdopen(result_read, "r", encoding="utf-8"), "running": None})
    selector = selectors.DefaultSelector()
    pending = list(order)

    def give(worker):
        if pending:
            worker["running"] = pending.pop(0)
            worker["tasks"].write(f"{worker['running']}\n")
            worker["tasks"].flush()
        else:
            worker["running"] = None
            worker["tasks"].close()

    for worker in workers:
        selector.register(worker["results"], selectors.EVENT_READ, worker)
        give(worker)
    live = len(workers)
    while live:
        for key, _ in selector.select():
            worker = key.data
            line = worker["results"].readline()
            if line:
                index, result, notes = json.loads(line)
                give(worker)
                yield index, result, notes
                continue
            # The worker ended: the test it was running fails, and no other is given to it.
            selector.unregister(worker["results"])
            worker["results"].close()
            live -= 1
            if worker["running"] is not None:
                yield worker["running"], "the worker process running it ended", []
                worker["running"] = None
                worker["tasks"].close()
    for worker in workers:
        os.waitpid(worker["pid"], 0)
    for index in pending:  # every worker ended early
        yield index, "no worker was left to run it", []
