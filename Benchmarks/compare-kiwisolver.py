#!/usr/bin/python3
"""The Auto Layout benchmark's constraint systems solved by kiwisolver, side by side with
TabBarKit in one run.

kiwisolver is the C++ Cassowary solver that matplotlib uses (Debian: python3-kiwisolver).
This script builds the system of ColumnsOfViews.swift — ten columns side by side, each a
stack of rows pinned to the column's sides, one point below the row above, ten points high
— and times kiwisolver adding every constraint and updating the variables: its solve
only. Then it runs TabBarKit's benchmarks of the same system: the bare solver adding and
solving it (like for like), and activating the constraints on real views and laying them
out (the solve and more), and prints the three.

Run from the repository: Benchmarks/compare-kiwisolver.py (make bench runs it).
"""

import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import kiwisolver as kiwi

SIZES = [1_000, 10_000, 100_000]
COLUMNS = 10
WIDTH, HEIGHT = 375.0, 667.0


def column_system(constraint_count):
    """The constraints of ColumnsOfViews for about `constraint_count` constraints."""
    views = max(1, (constraint_count - 40) // 4)
    constraints = []
    root_width, root_height = kiwi.Variable("root.width"), kiwi.Variable("root.height")
    constraints += [root_width == WIDTH, root_height == HEIGHT]
    columns = []
    previous_right = None
    for index in range(COLUMNS):
        x, y = kiwi.Variable(f"c{index}.x"), kiwi.Variable(f"c{index}.y")
        w, h = kiwi.Variable(f"c{index}.w"), kiwi.Variable(f"c{index}.h")
        constraints += [
            y == 0,
            y + h == root_height,
            w == root_width * 0.1,
            x == (previous_right if previous_right is not None else 0),
        ]
        previous_right = x + w
        columns.append({"w": w, "last_bottom": None})
    for index in range(views):
        column = columns[index % COLUMNS]
        x, y = kiwi.Variable(f"v{index}.x"), kiwi.Variable(f"v{index}.y")
        w, h = kiwi.Variable(f"v{index}.w"), kiwi.Variable(f"v{index}.h")
        above = column["last_bottom"]
        constraints += [
            x == 0,
            x + w == column["w"],
            y == (above + 1 if above is not None else 1),
            h == 10,
        ]
        column["last_bottom"] = y + h
    return constraints


def kiwi_solve_seconds(constraint_count, runs):
    """Median seconds for kiwisolver to add the system and update its variables."""
    times = []
    for _ in range(runs):
        constraints = column_system(constraint_count)
        solver = kiwi.Solver()
        start = time.perf_counter()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def tabbarkit_p50_seconds():
    """p50 wall-clock seconds of TabBarKit's add-and-solve benchmarks, by kind ("solver" or
    "views") and constraint count."""
    benchmarks = Path(__file__).resolve().parent
    output = subprocess.run(
        ["swift", "package", "--allow-writing-to-package-directory", "benchmark",
         "--target", "AutoLayoutBenchmarks", "--filter", ".*(add and solve|adds and solves).*", "--format", "markdown"],
        cwd=benchmarks, capture_output=True, text=True, check=True).stdout
    results = {}
    current = None
    units = {"ns": 1e-9, "μs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}
    for line in output.splitlines():
        heading = re.match(r"### Auto Layout: (add and solve|the solver alone adds and solves) (\d+) constraints", line)
        if heading:
            current = ("views" if heading.group(1) == "add and solve" else "solver", int(heading.group(2)))
            continue
        row = re.match(r"\| Time \(wall clock\) \((\S+)\) \*?\s*\|([^|]+)\|([^|]+)\|([^|]+)\|", line)
        if row and current is not None:
            results[current] = float(row.group(4)) * units[row.group(1)]
            current = None
    return results


def main():
    # kiwisolver takes minutes on the largest system (its cost grows faster than the
    # system here); it is solved only when asked for.
    largest = "--with-100k" in sys.argv
    tabbarkit = tabbarkit_p50_seconds()
    print("| constraints | kiwisolver: add + solve (median) | TabBarKit's solver: add + solve (p50) "
          "| TabBarKit: activate + solve + lay out (p50) |")
    print("| ---: | ---: | ---: | ---: |")
    def text(seconds):
        return f"{seconds * 1e3:,.1f} ms" if seconds is not None else "not measured"
    for size in SIZES:
        if size == 100_000 and not largest:
            kiwi_text = "not run (minutes; --with-100k)"
        else:
            kiwi_text = f"{kiwi_solve_seconds(size, runs=5 if size < 100_000 else 1) * 1e3:,.1f} ms"
        print(f"| {size:,} | {kiwi_text} | {text(tabbarkit.get(('solver', size)))} "
              f"| {text(tabbarkit.get(('views', size)))} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
