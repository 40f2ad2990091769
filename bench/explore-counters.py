#!/usr/bin/env python3
"""Writes a spec of COUNTERS independent counters that each wrap around at MODULUS, for measuring
`spec explore` at scale: it has MODULUS ** COUNTERS distinct states, every one reachable.

  bench/explore-counters.py COUNTERS MODULUS > counters.yaml

One counter wrapping at 1,000,000 has a frontier of one state at every level, so the memory it
adds is what exploring keeps per visited state beyond the frontier (docs/performance.md).
Several counters make wide levels, for the speed-up of `--jobs`.
"""
import sys

counters, modulus = int(sys.argv[1]), int(sys.argv[2])
print("# yaml-language-server: $schema=../schema/spec.schema.json")
print(f"title: {counters} counters wrapping at {modulus}")
print("components:")
print("  Counters:")
print("    state:")
for i in range(counters):
    print(f"      c{i}: 0")
print("    body:")
for i in range(counters):
    print(f"      - text: c{i} {{c{i}}}")
    print(f"      - button: add {i}")
    print(f"        action: c{i} = (c{i} + 1) % {modulus}")
print("root: Counters")
print("script:")
print("  - expect: [c0 0]")
