"""The machine-readable lines `layoutshot-bench` prints, read one way for every table script.

A timed row is `name median_ns min_ns max_ns runs extra` (milliseconds in the dict); a
`peak_rss_kb N` line gives the run's peak memory; `#` lines are comments.
"""


def read_ours(path):
    """({name: {"median", "min", "max" (ms), "runs", "extra"}}, peak RSS in kB or None)."""
    rows, rss = {}, None
    for line in open(path):
        f = line.split()
        if len(f) == 2 and f[0] == "peak_rss_kb":
            rss = int(f[1])
        elif len(f) == 6 and not line.startswith("#"):
            rows[f[0]] = {"median": int(f[1]) / 1e6, "min": int(f[2]) / 1e6, "max": int(f[3]) / 1e6,
                          "runs": int(f[4]), "extra": f[5]}
    return rows, rss
