"""benchmarks/piquet_deals_side_by_side.py: two trees' random deals in one process."""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_one_tree_against_itself_prints_a_ratio_for_each_later_tree():
    src = str(ROOT / "src")
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks/piquet_deals_side_by_side.py"),
                          src, src, src, "--rounds", "2", "--deals", "8"],
                         capture_output=True, text=True, timeout=120, check=True).stdout
    lines = out.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        ratio = float(re.search(r"ratio (\d+\.\d+)", line).group(1))
        assert 0.2 < ratio < 5        # the same code: near 1, whatever the machine
