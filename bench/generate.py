#!/usr/bin/env python3
"""Writes large specs for the benchmarks, in the format of docs/spec-format.md.

  generate.py tree --depth D --fanout F [--distinct] [--holders all|state] [--leaf-taps K] [--root-taps R]
      A tree of 1 + F + F^2 + ... + F^D nodes. Every node below the root holds state of every
      kind (state, state-in-init, lazy-state, state-object, memo) and shows a text and a button
      `tap ID`; the root shows `tap root`, which writes the `tick` every node reads through its
      props. By default there is one component per level (`Level1`, `Level2`, ...), each with F
      `- LevelN:` elements, so identity comes from position; `--distinct` declares one component
      per node instead, which makes a large file for the load benchmark; `--holders state` keeps
      only the state a tap writes, to see the engine's own cost per node. The script taps K leaves
      (spread over the tree) and the root R times, interleaved, each step with its expectation.

  generate.py holders --related N --unrelated M
      The demo's question at scale: a parent with a related and an unrelated counter, and one
      scenario per way a child can hold a model built from the parent's input (each holder kind
      that may read a prop, and the parent building the model in the related action and passing
      it down). The script taps related N times and unrelated M times, interleaved.

  generate.py rows --rows N [--observer]
      A list of N for-each rows, each showing its count and a button `tap I` that adds to the
      row's own state: a launch screen of N buttons, every tap a new state. `--observer` gives the
      count a `did-set:` that calls the list's closure, which adds to the list's own count, so each
      tap renders every row. For `spec explore` with a state bound (figure 12).

The spec goes to standard output.
"""
import argparse
import random
import sys


def node_ids(depth, fanout):
    """Heap numbering: the root is 0, the children of n are n*F+1 ... n*F+F. Returns ids per level."""
    levels = [[0]]
    for _ in range(depth):
        levels.append([n * fanout + k for n in levels[-1] for k in range(1, fanout + 1)])
    return levels


def holders(indent, model_input, kinds):
    """One holder of every kind, each building a model, so every rule of semantics.md §3 runs;
    with kinds == "state", only the count a tap writes (the engine's cost without models)."""
    pad = " " * indent
    if kinds == "state":
        return [f"{pad}state:", f"{pad}  count: 0"]
    return [
        f"{pad}state:",
        f"{pad}  count: 0",
        f"{pad}state-in-init:",
        f'{pad}  seed: "Model(input: {model_input})"',
        f"{pad}lazy-state:",
        f'{pad}  lazy: "Model(input: {model_input})"',
        f"{pad}state-object:",
        f'{pad}  object: "Model(input: {model_input})"',
        f"{pad}memo:",
        f'{pad}  derived: {{ value: "Model(input: tick)", dependencies: [tick] }}',
    ]


def tree(args):
    levels = node_ids(args.depth, args.fanout)
    total = sum(len(level) for level in levels)
    out = [
        f"# generated: bench/generate.py tree --depth {args.depth} --fanout {args.fanout}"
        + (" --distinct" if args.distinct else "")
        + (f" --holders {args.holders}" if args.holders != "all" else "")
        + f" --leaf-taps {args.leaf_taps} --root-taps {args.root_taps}",
        f"title: generated tree of {total} nodes (depth {args.depth}, fan-out {args.fanout})",
        "models:",
        "  Model:",
        "    fields: [input]",
        "    creations: static",
        "components:",
        "  Root:",
        "    state:",
        "      tick: 0",
        "    body:",
        '      - text: "root tick {tick}"',
        "      - button: tap root",
        "        action: tick += 1",
    ]

    def child_name(level, node):
        return f"N{node}" if args.distinct else f"Level{level}"

    def child_arguments(parent, k):
        if args.distinct:
            return "{ tick: tick }"
        if parent == 0:
            return f"{{ id: {k}, tick: tick }}"
        return f'{{ id: "id * {args.fanout} + {k}", tick: tick }}'

    for k in range(1, args.fanout + 1) if args.depth > 0 else []:
        out.append(f"      - {child_name(1, k)}: {child_arguments(0, k)}")

    def component(name, level, node):
        """A node's component; with --distinct its id is a constant, otherwise a prop."""
        ident = str(node) if args.distinct else "{id}"
        model_input = str(node) if args.distinct else "id"
        lines = [f"  {name}:", "    props: [tick]" if args.distinct else "    props: [id, tick]"]
        lines += holders(4, model_input, args.holders)
        shown = "{derived.input}" if args.holders == "all" else "{tick}"
        lines += [
            "    body:",
            f'      - text: "node {ident} count {{count}} tick {shown}"',
            f'      - button: "tap {ident}"',
            "        action: count += 1",
        ]
        if level < args.depth:
            for k in range(1, args.fanout + 1):
                child = node * args.fanout + k
                lines.append(f"      - {child_name(level + 1, child)}: {child_arguments(node, k)}")
        return lines

    for level in range(1, args.depth + 1):
        if args.distinct:
            for node in levels[level]:
                out += component(f"N{node}", level, node)
        else:
            out += component(f"Level{level}", level, levels[level][0])

    out += ["root: Root", "script:"]
    leaves = levels[-1] if args.depth > 0 else []
    rng = random.Random(6)
    chosen = [rng.choice(leaves) for _ in range(args.leaf_taps)] if leaves else []
    counts = {}
    tick = 0
    every = max(1, len(chosen) // max(1, args.root_taps)) if args.root_taps else 0
    root_left = args.root_taps
    steps = []
    for i, leaf in enumerate(chosen):
        counts[leaf] = counts.get(leaf, 0) + 1
        steps.append((f"tap {leaf}", f"node {leaf} count {counts[leaf]} tick {tick}"))
        if root_left and (i + 1) % every == 0:
            tick += 1
            root_left -= 1
            steps.append(("tap root", f"root tick {tick}"))
    while root_left:
        tick += 1
        root_left -= 1
        steps.append(("tap root", f"root tick {tick}"))
    if not steps:
        out.append('  - expect: ["root tick 0"]')
    for tap, label in steps:
        out += [f"  - tap: {tap}", f'    expect: ["{label}"]']
    return out


def holders_spec(args):
    related, unrelated = args.related, args.unrelated
    out = [
        f"# generated: bench/generate.py holders --related {related} --unrelated {unrelated}",
        f"title: models created after {related} related and {unrelated} unrelated taps",
        "models:",
        "  Model:",
        "    fields: [input]",
        "    creations: static",
        "components:",
        "  Parent:",
        "    state:",
        "      input: 1",
        "      unrelated: 0",
        "    body:",
        "      - button: related",
        "        action: input += 1",
        "      - button: unrelated",
        "        action: unrelated += 1",
        '      - text: "unrelated {unrelated}"',
        "      - Child: { input: input }",
        "  UpParent:                    # the parent builds the model in the related action",
        "    state:",
        "      input: 1",
        "      unrelated: 0",
        '      model: "Model(input: 1)"',
        "    body:",
        "      - button: related",
        '        action: "input += 1; model = Model(input: input)"',
        "      - button: unrelated",
        "        action: unrelated += 1",
        '      - text: "unrelated {unrelated}"',
        "      - ModelRow: { model: model }",
    ]
    # A `state` whose inline default reads a prop does not compile in Swift (no `self` in a
    # property's initial value), and spec rejects it too: its way is `state-in-init`.
    kinds = ["state-in-init", "lazy-state", "state-object"]
    for kind in kinds:
        name = "".join(part.capitalize() for part in kind.split("-")) + "Child"
        out += [f"  {name}:", "    props: [input]", f"    {kind}:", '      model: "Model(input: input)"',
                "    body:", "      - ModelRow: { model: model }"]
    out += ["  MemoChild:", "    props: [input]", "    memo:",
            '      model: { value: "Model(input: input)", dependencies: [input] }',
            "    body:", "      - ModelRow: { model: model }",
            "  ModelRow:", "    props: [model]", "    body:", '      - text: "model input {model.input}"',
            "root: Parent", "script:"]
    taps = ["related"] * related + ["unrelated"] * unrelated
    random.Random(6).shuffle(taps)
    for tap in taps:
        out.append(f"  - tap: {tap}")
    out.append("scenarios:")
    for kind in kinds:
        name = "".join(part.capitalize() for part in kind.split("-")) + "Child"
        out += [f'  - name: "{kind}"', f"    use: {{ Child: {name} }}"]
    out += ['  - name: "memo"', "    use: { Child: MemoChild }",
            '  - name: "up: built in the related action"', "    root: UpParent"]
    return out


def rows_spec(args):
    items = ", ".join(str(i) for i in range(args.rows))
    observer = args.observer
    out = [f"title: {args.rows} rows, each with a button" + (", each tap rendering every row" if observer else ""),
           "components:",
           "  List:",
           f'    state: {{ items: "[{items}]"' + (", taps: 0 }" if observer else " }"),
           "    body:"]
    out += ["      - text: taps {taps}"] if observer else []
    out += ["      - for-each: items", "        as: item", "        id: item", "        body:",
            '          - Row: { item: item, onTap: "{ taps += 1 }" }' if observer else "          - Row: { item: item }",
            "  Row:",
            "    props: [item, onTap]" if observer else "    props: [item]"]
    out += ["    state:", '      count: { value: 0, did-set: "onTap()" }'] if observer else ["    state: { count: 0 }"]
    out += ["    body:", "      - text: row {item} count {count}", "      - button: tap {item}", "        action: count += 1",
            "root: List", "script:", "  - tap: tap 0", "    expect: [row 0 count 1]"]
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="kind", required=True)
    t = sub.add_parser("tree", help="a tree of nodes with holders of every kind")
    t.add_argument("--depth", type=int, default=3)
    t.add_argument("--fanout", type=int, default=10)
    t.add_argument("--distinct", action="store_true", help="one component per node")
    t.add_argument("--holders", choices=["all", "state"], default="all",
                   help="a holder of every kind in each node (default), or only the state a tap writes")
    t.add_argument("--leaf-taps", type=int, default=10)
    t.add_argument("--root-taps", type=int, default=1)
    h = sub.add_parser("holders", help="models created by each way of holding a model")
    h.add_argument("--related", type=int, default=10)
    h.add_argument("--unrelated", type=int, default=10)
    r = sub.add_parser("rows", help="for-each rows, each with a button")
    r.add_argument("--rows", type=int, default=1000)
    r.add_argument("--observer", action="store_true", help="each tap renders every row")
    args = parser.parse_args()
    if args.kind == "tree" and (args.depth < 0 or args.fanout < 1):
        parser.error("depth must be 0 or more and fan-out 1 or more")
    lines = tree(args) if args.kind == "tree" else rows_spec(args) if args.kind == "rows" else holders_spec(args)
    sys.stdout.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
