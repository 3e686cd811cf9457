"""Writes a file's bytes as a C array (the glue runtime embedded in libhpcabench): embed_text.py IN OUT NAME."""
import sys

data = open(sys.argv[1], "rb").read()
with open(sys.argv[2], "w") as out:
    out.write(f"/* generated from {sys.argv[1]} by lib/build/embed_text.py */\n")
    out.write(f"static const unsigned char {sys.argv[3]}[] = {{\n")
    for i in range(0, len(data), 24):
        out.write("  " + ", ".join(str(b) for b in data[i:i + 24]) + ",\n")
    out.write("};\n")
