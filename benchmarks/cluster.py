"""Where the benchmarks' long jobs run: this machine's processes, or a Dask cluster
(issue 29, item 4).

Every job here is one seeded work item (a deal, a pairing's deal, a labelled deal), so
any executor gives the same results; ``mapped`` hands them back in the jobs' order.

- ``--cluster local`` (the default): a Dask ``LocalCluster`` on this machine,
  ``--workers`` processes of one thread each (the engine is pure Python: threads would
  share one core, and the duel's experiments patch module state).  When ``distributed``
  is not installed (it is the optional extra ``scale``), a plain process pool instead,
  said once on stderr.
- ``--cluster processes``: a plain ``ProcessPoolExecutor`` (the comparison).
- ``--cluster tcp://HOST:8786``: a running Dask scheduler; its workers need Parlour
  installed (``pip install -e ".[scale]"``) and are sent the benchmark modules.

One worker on this machine runs the jobs in this process (no pool to start).  The game
never imports this module; nothing under src/ imports ``distributed``.
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import importlib.util
import sys
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from functools import partial
from pathlib import Path
from typing import Callable, Iterable, Iterator

HERE = Path(__file__).resolve().parent
_said: list[bool] = []


def has_dask() -> bool:
    return importlib.util.find_spec("distributed") is not None


def add_options(parser: argparse.ArgumentParser, workers: int = 2) -> None:
    parser.add_argument("--cluster", default="local",
                        help="local: a Dask LocalCluster here (a process pool without "
                        "distributed); processes: a process pool; tcp://HOST:8786: a "
                        "running Dask scheduler")
    parser.add_argument("--workers", type=int, default=workers,
                        help="processes on this machine (a scheduler brings its own)")


class _Here(Executor):
    """One worker: each job in this process, as its result is asked for."""

    def submit(self, fn, /, *args, **kwargs) -> Future:
        f: Future = Future()
        try:
            f.set_result(fn(*args, **kwargs))
        except BaseException as exc:       # handed back, as a pool would
            f.set_exception(exc)
        return f

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        return map(fn, *iterables)


def _where(cluster: str) -> str:
    if cluster == "processes" or has_dask():
        return cluster
    if cluster == "local":
        return "processes"
    raise SystemExit(f"--cluster {cluster} needs Dask distributed: "
                     "pip install -e \".[scale]\"")


@contextlib.contextmanager
def executor(cluster: str = "local", workers: int = 2) -> Iterator[Executor]:
    """A concurrent.futures executor for ``cluster`` (see the module docstring)."""
    where = _where(cluster)
    if where != cluster and not _said:
        _said.append(True)
        print("distributed is not installed: a process pool on this machine "
              "(pip install -e \".[scale]\" for Dask)", file=sys.stderr)
    if where in ("local", "processes") and workers <= 1:
        yield _Here()
    elif where == "processes":
        with ProcessPoolExecutor(max_workers=workers) as pool:
            yield pool
    else:
        import dask
        from distributed import Client, LocalCluster
        with contextlib.ExitStack() as stack:
            if where == "local":
                # Dask's workers trim malloc's free memory at 64 KB
                # (MALLOC_TRIM_THRESHOLD_): a time-budgeted player then thinks less than in
                # a process pool (an expert deal played differently, measured); glibc's own
                # default, as in the pool.  A remote worker's is its own configuration.
                stack.enter_context(dask.config.set(
                    {"distributed.nanny.pre-spawn-environ.MALLOC_TRIM_THRESHOLD_": None}))
                here = stack.enter_context(LocalCluster(
                    n_workers=workers, threads_per_worker=1, processes=True,
                    dashboard_address=None))
                client = stack.enter_context(Client(here))
            else:
                client = stack.enter_context(Client(where))
            for path in _benchmark_files():
                client.upload_file(str(path), load=False)
            # pure=False: two equal jobs are still two jobs (Dask would otherwise share one)
            pool = client.get_executor(pure=False)
            pool.threads = sum(client.nthreads().values())    # mapped's batches
            yield pool


def _benchmark_files() -> list[Path]:
    """The benchmark modules this process has imported: a remote worker has Parlour
    installed but not benchmarks/, so they are sent (a local one gets them too)."""
    files = []
    for name, mod in list(sys.modules.items()):
        f = getattr(mod, "__file__", None)
        if name != "__main__" and f and Path(f).resolve().parent == HERE:
            files.append(Path(f).resolve())
    return sorted(set(files))


def by_name(fn: Callable) -> Callable:
    """``fn`` as its module's importable name when it was defined in the script being
    run (``__main__``): a worker then imports it once, with its module's state, rather
    than receiving a copy of the function and its globals with every job."""
    if fn.__module__ != "__main__":
        return fn
    main = sys.modules["__main__"]
    module = importlib.import_module(Path(main.__file__).stem)
    return getattr(module, fn.__name__)


BATCH_MOST = 16


def _batch(fn: Callable, jobs: list) -> list:
    return [fn(job) for job in jobs]


def mapped(fn: Callable, jobs: Iterable, cluster: str = "local", workers: int = 2,
           chunksize: int = 1) -> Iterator:
    """``fn(job)`` for every job, in the jobs' order, on ``cluster``.  Dask's executor
    ignores ``chunksize`` and costs ~10 ms a task here, as much as a club's deal: its
    jobs go in batches of up to BATCH_MOST, a few batches a worker thread."""
    fn = by_name(fn)
    jobs = list(jobs)
    with executor(cluster, workers) as pool:
        threads = getattr(pool, "threads", None)
        if threads is None:
            yield from pool.map(fn, jobs, chunksize=chunksize)
            return
        size = max(chunksize, min(BATCH_MOST, len(jobs) // (4 * max(threads, 1))))
        batches = [jobs[i:i + size] for i in range(0, len(jobs), size)]
        for rows in pool.map(partial(_batch, fn), batches):
            yield from rows
