#!/usr/bin/env python3
"""Writes Release/startup-sections.txt: the code `anim -e 'print(1)'` runs, for the linker.

The release build compiles each Swift function into a section of its own (swiftc
-function-sections) and asks gold to place the sections listed here first, together
(--section-ordering-file). Start-up code was scattered over the binary's 25 MB of text, and
every 64 KB window of it that start-up touched cost a page fault (issue 27, start-up:
BENCHMARKS.md). The list is the functions of the `anim` binary that callgrind sees run, as
section names (`.text.<symbol>`, and the `.text.hot.` and `.text.unlikely.` names profile-guided
optimisation gives); sections that match no input section (the standard library's
Swift.o and Foundation are not compiled with function sections) are ignored by the linker.

Usage: Release/startup-sections.py [path/to/release/anim]   (`make startup-sections`)
The binary can be any release build: a function's name, not its place, is what is listed.
Needs valgrind. Regenerate after changes to what start-up runs; a stale list only costs faults.
"""
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "startup-sections.txt")
SECTION_PREFIXES = (".text.", ".text.hot.", ".text.unlikely.")


def executed_functions(binary):
    """The functions of `binary` callgrind saw run for `-e 'print(1)'`, in the order it lists them."""
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out,
             binary, "-e", "print(1)"],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        objects, functions = {}, {}
        current_object = None
        names = []
        seen = set()
        real = os.path.realpath(binary)
        # callgrind's name compression: "ob=(3) /path" defines object 3, "ob=(3)" reuses it;
        # "fn=(12) name" likewise. cfn/cob lines name callees, which appear as fn too.
        for line in open(out, encoding="utf-8", errors="replace"):
            match = re.match(r"^(c?ob)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if match:
                kind, number, name = match.groups()
                if name:
                    objects[number] = name
                if kind == "ob":
                    current_object = objects.get(number)
                continue
            match = re.match(r"^(c?fn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if match:
                kind, number, name = match.groups()
                if name:
                    functions[number] = name
                if kind != "fn" or current_object is None:
                    continue
                if os.path.realpath(current_object) != real:
                    continue
                # "name'2" is callgrind's mark for a recursive call's level.
                function = re.sub(r"'\d+$", "", functions.get(number, ""))
                if function and not function.startswith("0x") and function not in seen:
                    seen.add(function)
                    names.append(function)
        return names


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", ".build", "release", "anim")
    names = executed_functions(binary)
    with open(OUTPUT, "w") as output:
        for name in names:
            # Under profile-guided optimisation (`-ir-profile-use`) LLVM names a function's
            # section after its profile: `.text.hot.<symbol>`, `.text.unlikely.<symbol>`, plain
            # `.text.<symbol>` only when the counts say neither. The list names all three; gold
            # ignores the two that match nothing. (With only the plain names, the ordering had
            # quietly stopped placing most of start-up's code once the profile came in.)
            for prefix in SECTION_PREFIXES:
                output.write(prefix + name + "\n")
    print(f"{OUTPUT}: {len(names)} functions")


if __name__ == "__main__":
    main()
