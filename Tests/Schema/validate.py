#!/usr/bin/env python3
"""Validates spec files against schema/spec.schema.json (JSON Schema draft 2020-12), or JSON
outputs (files named *.json) against their schemas.

usage: validate.py SCHEMA FILE... [--schema SCHEMA FILE...]...

Each file is validated against the schema named last before it (one process for several schemas:
starting Python with jsonschema costs more than validating a spec).

Prints one line per file: `valid FILE`, `invalid FILE: message` or `unparsable FILE: message`
(YAML that is not one well-formed document). Exits 0 unless the schema itself is broken or a
module is missing (exit 3). The YAML is read the way YAML 1.2 and editors read it: only
true/false are booleans, and keys are text.

It validates with `jsonschema_rs` when that is installed, else with `jsonschema`. Both implement
draft 2020-12 and give every file here the same verdict; the compiled one took 0.01 s where the
other took 1.4 s (specs/, the corpus and the reviewed traces). Only the wording of a message
differs. VALIDATE_WITH=jsonschema in the environment uses `jsonschema` regardless, to compare.
"""
import os
import sys

try:
    import yaml
    try:
        if os.environ.get("VALIDATE_WITH") == "jsonschema":
            raise ImportError
        import jsonschema_rs
        if not (hasattr(jsonschema_rs, "validator_for") and hasattr(jsonschema_rs, "meta")):
            raise ImportError   # a version older than this script reads (0.61 was checked)
        jsonschema = None
    except ImportError:
        jsonschema_rs = None
        import jsonschema
except ImportError as error:
    print(f"missing Python module: {error.name}; install python3-jsonschema and python3-yaml "
          "(apt) or `pip install jsonschema pyyaml`", file=sys.stderr)
    sys.exit(3)
import json


class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """SafeLoader with YAML 1.2's booleans: `yes`, `no`, `on` and `off` stay text. It parses with
    libyaml (as `spec` does) when PyYAML has it: three times faster than PyYAML's own parser,
    which was most of the schema tests' time; the values are built and resolved alike."""


Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
for first in "tTfF":
    Loader.yaml_implicit_resolvers.setdefault(first, []).append(
        ("tag:yaml.org,2002:bool", __import__("re").compile(r"^(?:true|True|TRUE|false|False|FALSE)$")))


def as_json(value, seen):
    """The value as JSON data; shared (aliased) parts are converted once and stay shared."""
    if id(value) in seen:
        return seen[id(value)]
    if isinstance(value, dict):
        result = {}
        seen[id(value)] = result
        for key, item in value.items():
            result[key if isinstance(key, str) else json.dumps(key) if key is None or isinstance(key, bool) else str(key)] = as_json(item, seen)
        return result
    if isinstance(value, list):
        result = []
        seen[id(value)] = result
        result.extend(as_json(item, seen) for item in value)
        return result
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return str(value)   # dates and other YAML 1.1 types are text in YAML 1.2


def too_large(value, budget=500_000):
    """Whether the document, aliases expanded, has more nodes than `spec` loads (Limits.nodes).
    Checked first because validators print whole instances in messages: an alias bomb would
    exhaust memory here as it would in `spec` without its limit."""
    pending = [value]
    while pending:
        budget -= 1
        if budget < 0:
            return True
        item = pending.pop()
        if isinstance(item, dict):
            pending.extend(item.values())
        elif isinstance(item, list):
            pending.extend(item)
    return False


def load_validator(path):
    """A function from a document to its errors, each as (path, message); the schema is checked
    against its metaschema first (a broken one raises)."""
    with open(path, encoding="utf-8") as f:
        schema = json.load(f)
    if jsonschema_rs:
        jsonschema_rs.meta.validate(schema)
        validator = jsonschema_rs.validator_for(schema)
        return lambda document: [] if validator.is_valid(document) else [
            (list(e.instance_path), e.message) for e in validator.iter_errors(document)]
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(with_references_in_place(schema))
    return lambda document: [(list(e.absolute_path), e.message) for e in validator.iter_errors(document)]


def with_references_in_place(schema):
    """The schema with each local `{"$ref": "#/$defs/X", ...}` written `{"allOf": [X], ...}`, X
    the same (possibly cyclic) object wherever it is named. Both apply X in place beside the other
    keywords, so every instance gets the same verdict; looking each reference up again at every
    use was a third of the validator's time. A schema with a reference of another kind is kept
    as it is."""
    made = {}

    def target(reference):
        node = schema
        for part in reference[2:].split("/"):
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return node

    def rewrite(node):
        if isinstance(node, list):
            return [rewrite(item) for item in node]
        if not isinstance(node, dict):
            return node
        if id(node) in made:
            return made[id(node)]
        result = {}
        made[id(node)] = result
        for key, value in node.items():
            if key == "$ref":
                continue
            # Values that are data, not subschemas, are copied as they are. (A property of one of
            # these names keeps its references, which the validator still looks up: the root keeps
            # its `$defs`.)
            result[key] = value if key in ("enum", "const", "examples", "default") else rewrite(value)
        if "$ref" in node:
            result["allOf"] = [rewrite(target(node["$ref"]))] + result.get("allOf", [])
        return result

    def references(node):
        if isinstance(node, dict):
            return ([node["$ref"]] if "$ref" in node else []) + [r for value in node.values() for r in references(value)]
        if isinstance(node, list):
            return [r for value in node for r in references(value)]
        return []

    if not all(isinstance(r, str) and r.startswith("#/") for r in references(schema)):
        return schema
    return rewrite(schema)


def main(arguments):
    if len(arguments) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    validator = load_validator(arguments[0])
    arguments = iter(arguments[1:])
    for path in arguments:
        if path == "--schema":
            validator = load_validator(next(arguments))
            continue
        try:
            with open(path, "rb") as f:
                # JSON outputs are read as JSON: the same values, but a JSON parser (a YAML
                # parser read the 39 reviewed traces thirty times slower).
                loaded = json.load(f) if path.endswith(".json") else yaml.load(f, Loader=Loader)
            if too_large(loaded):
                print(f"unparsable {path}: more YAML nodes than spec loads, aliases expanded")
                continue
            document = as_json(loaded, {})
        except (yaml.YAMLError, json.JSONDecodeError, UnicodeDecodeError, RecursionError) as error:
            print(f"unparsable {path}: {str(error).splitlines()[0]}")
            continue
        errors = sorted(validator(document), key=lambda e: e[0])
        if errors:
            where = "/".join(str(p) for p in errors[0][0]) or "(top)"
            print(f"invalid {path}: {where}: {errors[0][1][:300]}")
        else:
            print(f"valid {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
