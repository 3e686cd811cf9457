#!/usr/bin/env python3
"""Writes a kernel's spec.py and reference.f90 from its reference.c, for the references written in the
plain loop subset of C (kernels/MANIFEST.md, "spec.py and reference.f90"):

    tools/spec-from-c.py [--force] [--only spec|fortran] KERNEL_OR_DIR...

The C is parsed with pycparser (after its #include lines are replaced by the kernel ABI's typedefs) and
translated statement by statement: canonical `for` loops become `range` loops (Python) and `do` loops
(Fortran), while/if/break/continue map one to one, flat indices `X[(i) * D + (j)]` of a 2-D array
become `X[i, j]` in the spec, arrays are 0-based assumed-size dummies in Fortran, every assignment is
converted to its target's kind. A construct outside the subset (pointer arithmetic, sizeof, side effects
inside expressions, goto, switch, ternaries in Fortran, bit operations in Fortran, custom initializers)
makes the kernel's translation fail with the reason, and nothing is written for it. Every file written
says it was generated; tools/corpus-spec-check.py is what decides whether it is right (run it after).
Files that exist are kept unless --force.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import yaml
from pycparser import c_ast, c_parser

ROOT = Path(__file__).resolve().parents[1]

PRELUDE = """typedef double real_t; typedef double acc_t; typedef long int64_t; typedef int int32_t;
typedef short int16_t; typedef signed char int8_t; typedef unsigned long uint64_t; typedef unsigned int uint32_t;
typedef unsigned short uint16_t; typedef unsigned char uint8_t; typedef unsigned long size_t; typedef int bool;
"""
INT_TYPES = {"int64_t", "int32_t", "int16_t", "int8_t", "uint64_t", "uint32_t", "uint16_t", "uint8_t", "int", "long",
             "size_t", "unsigned", "bool", "char", "short"}
REAL_TYPES = {"real_t": "rk", "acc_t": "ak", "double": "c_double", "float": "c_float"}
F_INT = {"int64_t": "c_int64_t", "int32_t": "c_int32_t", "int": "c_int", "long": "c_long", "int16_t": "c_int16_t",
         "int8_t": "c_int8_t", "size_t": "c_size_t", "uint8_t": "c_int8_t", "uint16_t": "c_int16_t",
         "uint32_t": "c_int32_t", "uint64_t": "c_int64_t", "bool": "c_int", "char": "c_signed_char",
         "short": "c_short", "unsigned": "c_int"}
MATH = {"sqrt": "sqrt", "exp": "exp", "log": "log", "fabs": "abs", "sin": "sin", "cos": "cos", "tanh": "tanh",
        "tan": "tan", "atan": "atan", "fmax": "max", "fmin": "min", "pow": "**", "log10": "log10", "exp2": None,
        "erf": "erf", "atan2": "atan2", "cbrt": None, "floor": "floor", "ceil": "ceil", "round": None}


def wrap_fortran_line(line: str, width: int = 100) -> str:
    """A free-form line longer than `width` split at spaces with '&' continuations (Fortran 2008 allows
    132 columns; comments are left alone)."""
    if len(line) <= width or line.lstrip().startswith("!"):
        return line
    indent = " " * (len(line) - len(line.lstrip()) + 4)
    parts, rest = [], line
    while len(rest) > width:
        cut = rest.rfind(" ", len(indent) + 8, width)
        if cut < 0:
            break
        parts.append(rest[:cut] + " &")
        rest = indent + rest[cut + 1:]
    parts.append(rest)
    return "\n".join(parts)


class Unsupported(Exception):
    """A construct outside the translated subset."""


def parse(kernel_dir: Path, symbol: str) -> c_ast.FileAST:
    src = (kernel_dir / "reference.c").read_text()
    if re.search(r"hpcab_init_ctx", src):
        raise Unsupported("the reference defines custom initializers")
    body = "\n".join(ln for ln in src.splitlines() if not ln.lstrip().startswith("#include"))
    pp = subprocess.run(["cpp", "-P", "-undef", "-nostdinc", "-DHPCAB_LD(x)=(x)", "-DHPCAB_ST(x)=(x)",
                         "-DHPCAB_EXP=exp", "-DHPCAB_LOG=log", "-DHPCAB_SQRT=sqrt", "-DHPCAB_ERF=erf",
                         "-DHPCAB_TANH=tanh", "-DHPCAB_FABS=fabs",
                         "-Drestrict=", "-Dinline=", "-D__attribute__(x)="], input=PRELUDE + body,
                        capture_output=True, text=True)
    if pp.returncode != 0:
        raise Unsupported(f"cpp: {pp.stderr.strip()[:200]}")
    try:
        return c_parser.CParser().parse(pp.stdout)
    except Exception as x:  # noqa: BLE001 - pycparser's own error names the place
        raise Unsupported(f"pycparser: {x}") from None


def base_type(node) -> tuple[str, int]:
    """(type name, pointer/array depth) of a declaration's type."""
    depth = 0
    while isinstance(node, (c_ast.PtrDecl, c_ast.ArrayDecl)):
        depth += 1
        node = node.type
    if isinstance(node, c_ast.TypeDecl) and isinstance(node.type, c_ast.IdentifierType):
        names = [n for n in node.type.names if n not in ("const", "signed", "static")]
        name = " ".join(names)
        if name in ("unsigned int", "unsigned long", "long long", "long int", "unsigned long long"):
            name = {"unsigned int": "uint32_t", "unsigned long": "uint64_t", "long long": "int64_t",
                    "long int": "int64_t", "unsigned long long": "uint64_t"}[name]
        return name, depth
    raise Unsupported("a declaration of an unsupported type")


class Types:
    """Variable name -> (C type name, depth), and the typing of expressions (int or real)."""

    def __init__(self):
        self.vars: dict[str, tuple[str, int]] = {}

    def declare(self, name: str, t: tuple[str, int]) -> None:
        old = self.vars.get(name)
        if old and old != t:
            raise Unsupported(f"'{name}' is declared with two types")
        self.vars[name] = t

    def is_real(self, e) -> bool:
        if isinstance(e, c_ast.Constant):
            return e.type in ("double", "float")
        if isinstance(e, c_ast.ID):
            t = self.vars.get(e.name)
            return bool(t) and t[0] in REAL_TYPES
        if isinstance(e, c_ast.ArrayRef):
            return self.is_real(e.name)
        if isinstance(e, c_ast.BinaryOp):
            if e.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
                return False
            return self.is_real(e.left) or self.is_real(e.right)
        if isinstance(e, c_ast.UnaryOp):
            return e.op != "!" and self.is_real(e.expr)
        if isinstance(e, c_ast.Cast):
            return base_type(e.to_type.type)[0] in REAL_TYPES
        if isinstance(e, c_ast.FuncCall):
            return True
        if isinstance(e, c_ast.TernaryOp):
            return self.is_real(e.iftrue) or self.is_real(e.iffalse)
        raise Unsupported(f"an expression of kind {type(e).__name__}")


def collect_decls(node, types: Types) -> list[tuple[str, tuple[str, int], object]]:
    """Every local declaration below node: (name, type, the declaration node)."""
    out = []

    class V(c_ast.NodeVisitor):
        def visit_Decl(self, d):
            t = base_type(d.type)
            types.declare(d.name, t)
            out.append((d.name, t, d))
            if d.init is not None:
                self.visit(d.init)

    V().visit(node)
    return out


def literal(c: c_ast.Constant) -> str:
    v = c.value.rstrip("uUlL") if c.type != "char" else c.value
    if c.type in ("double", "float"):
        v = c.value.rstrip("fFlL")
        if "e" not in v.lower() and "." not in v:
            v += ".0"
        if v.startswith("."):
            v = "0" + v
        if v.endswith("."):
            v += "0"
    return v


def canonical_for(f: c_ast.For):
    """(variable, start, stop-expression-text kind, step) of `for (T i = A; i < B; i += S)` forms, or None."""
    init = f.init
    if isinstance(init, c_ast.DeclList) and len(init.decls) == 1 and init.decls[0].init is not None:
        var, start = init.decls[0].name, init.decls[0].init
    elif isinstance(init, c_ast.Assignment) and init.op == "=" and isinstance(init.lvalue, c_ast.ID):
        var, start = init.lvalue.name, init.rvalue
    else:
        return None
    c, nx = f.cond, f.next
    if not (isinstance(c, c_ast.BinaryOp) and isinstance(c.left, c_ast.ID) and c.left.name == var):
        return None
    step = None
    if isinstance(nx, c_ast.UnaryOp) and isinstance(nx.expr, c_ast.ID) and nx.expr.name == var:
        step = {"p++": 1, "++": 1, "p--": -1, "--": -1}.get(nx.op)
    elif isinstance(nx, c_ast.Assignment) and isinstance(nx.lvalue, c_ast.ID) and nx.lvalue.name == var \
            and nx.op in ("+=", "-=") and isinstance(nx.rvalue, (c_ast.Constant, c_ast.ID)):
        step = nx.rvalue if nx.op == "+=" else ("-", nx.rvalue)
    if step is None:
        return None
    if c.op not in ("<", "<=", ">", ">="):
        return None
    if writes(f.stmt, var):
        return None
    return var, start, c.op, c.right, step


def writes(node, var: str) -> bool:
    """Whether node assigns to var."""
    found = []

    class V(c_ast.NodeVisitor):
        def visit_Assignment(self, a):
            if isinstance(a.lvalue, c_ast.ID) and a.lvalue.name == var:
                found.append(a)
            self.generic_visit(a)

        def visit_UnaryOp(self, u):
            if u.op in ("p++", "++", "p--", "--") and isinstance(u.expr, c_ast.ID) and u.expr.name == var:
                found.append(u)
            self.generic_visit(u)

    V().visit(node)
    return bool(found)


# -------------------------------------------------------------------------------------------- Python
class PySpec:
    def __init__(self, types: Types, two_d: dict[str, str]):
        self.t, self.two_d, self.lines = types, two_d, []

    def e(self, x) -> str:
        t = self.t
        if isinstance(x, c_ast.Constant):
            return literal(x)
        if isinstance(x, c_ast.ID):
            return x.name
        if isinstance(x, c_ast.ArrayRef):
            name = x.name.name if isinstance(x.name, c_ast.ID) else None
            if name is None:
                raise Unsupported("an index of an index")
            sub = x.subscript
            dim = self.two_d.get(name)
            if dim and isinstance(sub, c_ast.BinaryOp) and sub.op == "+" and isinstance(sub.left, c_ast.BinaryOp) \
                    and sub.left.op == "*" and isinstance(sub.left.right, c_ast.ID) and sub.left.right.name == dim:
                return f"{name}[{self.e(sub.left.left)}, {self.e(sub.right)}]"
            if dim:
                return f"{name}.reshape(-1)[{self.e(sub)}]"
            return f"{name}[{self.e(sub)}]"
        if isinstance(x, c_ast.BinaryOp):
            op = {"&&": "and", "||": "or"}.get(x.op, x.op)
            if x.op in ("/", "%") and not (t.is_real(x.left) or t.is_real(x.right)):
                op = "//" if x.op == "/" else "%"
            return f"({self.e(x.left)} {op} {self.e(x.right)})"
        if isinstance(x, c_ast.UnaryOp):
            if x.op == "-":
                return f"(-{self.e(x.expr)})"
            if x.op == "+":
                return self.e(x.expr)
            if x.op == "!":
                return f"(not {self.e(x.expr)})"
            if x.op == "~":
                return f"(~{self.e(x.expr)})"
            raise Unsupported(f"the operator {x.op} inside an expression")
        if isinstance(x, c_ast.Cast):
            name = base_type(x.to_type.type)[0]
            return f"{'float' if name in REAL_TYPES else 'int'}({self.e(x.expr)})"
        if isinstance(x, c_ast.TernaryOp):
            return f"({self.e(x.iftrue)} if {self.e(x.cond)} else {self.e(x.iffalse)})"
        if isinstance(x, c_ast.FuncCall):
            fname = "fabs" if x.name.name in ("fabs", "fabsf") else x.name.name.rstrip("f")
            args = [self.e(a) for a in (x.args.exprs if x.args else [])]
            m = MATH.get(fname)
            if m is None:
                raise Unsupported(f"the function {x.name.name}")
            if m == "**":
                return f"({args[0]} ** {args[1]})"
            if m in ("max", "min"):
                return f"{m}({', '.join(args)})"
            if m == "erf":
                return f"math.erf({args[0]})"
            return f"np.{m}({', '.join(args)})"
        raise Unsupported(f"the expression {type(x).__name__}")

    def emit(self, text: str, ind: int) -> None:
        self.lines.append("    " * ind + text)

    def stmt(self, s, ind: int) -> None:
        if s is None:
            return
        if isinstance(s, c_ast.Compound):
            for it in s.block_items or []:
                self.stmt(it, ind)
            if not s.block_items:
                self.emit("pass", ind)
        elif isinstance(s, c_ast.Decl):
            name, (tname, depth) = s.name, base_type(s.type)
            if depth:
                if not isinstance(s.type, c_ast.ArrayDecl):
                    raise Unsupported("a local pointer")
                dtype = "np.float64" if tname in REAL_TYPES else "np.int64"
                self.emit(f"{name} = np.zeros({self.e(s.type.dim)}, dtype={dtype})", ind)
            elif s.init is not None:
                v = self.e(s.init)
                if tname in REAL_TYPES and not self.t.is_real(s.init):
                    v = f"float({v})"
                self.emit(f"{name} = {v}", ind)
        elif isinstance(s, c_ast.DeclList):
            for d in s.decls:
                self.stmt(d, ind)
        elif isinstance(s, c_ast.Assignment):
            self.emit(f"{self.e(s.lvalue)} {s.op} {self.e(s.rvalue)}", ind)
        elif isinstance(s, c_ast.UnaryOp) and s.op in ("p++", "++", "p--", "--"):
            self.emit(f"{self.e(s.expr)} {'+=' if '+' in s.op else '-='} 1", ind)
        elif isinstance(s, c_ast.If):
            self.emit(f"if {self.e(s.cond)}:", ind)
            self.stmt(s.iftrue, ind + 1) if s.iftrue else self.emit("pass", ind + 1)
            if s.iffalse is not None:
                self.emit("else:", ind)
                self.stmt(s.iffalse, ind + 1)
        elif isinstance(s, c_ast.For):
            cf = canonical_for(s)
            if cf is None:
                raise Unsupported("a for loop of another form")
            var, start, op, stop, step = cf
            st = self.e(step[1]) if isinstance(step, tuple) else (self.e(step) if not isinstance(step, int) else step)
            neg = isinstance(step, tuple) or (isinstance(step, int) and step < 0)
            st = f"-{st}" if isinstance(step, tuple) else st
            end = {"<": self.e(stop), "<=": f"{self.e(stop)} + 1", ">": self.e(stop), ">=": f"{self.e(stop)} - 1"}[op]
            if (op in ("<", "<=")) == neg:
                raise Unsupported("a loop whose step goes away from its bound")
            rng = f"range({self.e(start)}, {end})" if str(st) == "1" else f"range({self.e(start)}, {end}, {st})"
            self.emit(f"for {var} in {rng}:", ind)
            self.stmt(s.stmt, ind + 1)
        elif isinstance(s, c_ast.While):
            self.emit(f"while {self.e(s.cond)}:", ind)
            self.stmt(s.stmt, ind + 1)
        elif isinstance(s, c_ast.Break):
            self.emit("break", ind)
        elif isinstance(s, c_ast.Continue):
            self.emit("continue", ind)
        elif isinstance(s, c_ast.Return):
            if s.expr is not None:
                raise Unsupported("a return with a value")
            self.emit("return", ind)
        elif isinstance(s, c_ast.Cast) and base_type(s.to_type.type)[0] == "void":
            pass  # (void)x;
        elif isinstance(s, c_ast.EmptyStatement):
            pass
        else:
            raise Unsupported(f"the statement {type(s).__name__}")


def python_spec(fn: c_ast.FuncDef, m: dict, title: str) -> str:
    types = Types()
    params = [p for p in fn.decl.type.args.params]
    for p in params:
        types.declare(p.name, base_type(p.type))
    collect_decls(fn.body, types)
    two_d = {}
    for name, a in m["arrays"].items():
        if len(a["shape"]) == 2 and isinstance(a["shape"][1], str) and re.fullmatch(r"[A-Za-z_]\w*", a["shape"][1]):
            two_d[name] = a["shape"][1]
        elif len(a["shape"]) > 1:
            two_d[name] = "<flat>"
    gen = PySpec(types, two_d)
    gen.stmt(fn.body, 1)
    body = "\n".join(gen.lines) or "    pass"
    uses_math = "math." in body
    head = (f'"""{m["name"]}: {title}\n\nGenerated from reference.c by tools/spec-from-c.py (checked against it by\n'
            f'tools/corpus-spec-check.py).\n"""\n' + ("import math\n\n" if uses_math else "") +
            "import numpy as np\n\nprange = range  # loops over prange have independent iterations; the Numba baseline "
            "runs them in parallel\n\n\n")
    args = ", ".join(p.name for p in params)
    return head + f"def {fn.decl.name}({args}):\n{body}\n"


# ------------------------------------------------------------------------------------------- Fortran
class F90:
    def __init__(self, types: Types):
        self.t, self.lines = types, []

    def kind_of(self, name: str) -> str:
        tname, _ = self.t.vars[name]
        return REAL_TYPES.get(tname) or F_INT.get(tname) or "c_int64_t"

    def e(self, x) -> str:
        t = self.t
        if isinstance(x, c_ast.Constant):
            v = literal(x)
            if x.type in ("double", "float"):
                return f"{v}_{'c_float' if x.value.lower().endswith('f') else 'c_double'}"
            if x.type == "char":
                raise Unsupported("a char constant")
            if int(v, 0) > 2 ** 31 - 1:
                return f"{int(v, 0)}_c_int64_t"
            return str(int(v, 0))
        if isinstance(x, c_ast.ID):
            return x.name
        if isinstance(x, c_ast.ArrayRef):
            if not isinstance(x.name, c_ast.ID):
                raise Unsupported("an index of an index")
            return f"{x.name.name}({self.e(x.subscript)})"
        if isinstance(x, c_ast.BinaryOp):
            if x.op == "%":
                return f"mod({self.e(x.left)}, {self.e(x.right)})"
            ops = {"&&": ".and.", "||": ".or.", "==": "==", "!=": "/=", "<": "<", ">": ">", "<=": "<=", ">=": ">=",
                   "+": "+", "-": "-", "*": "*", "/": "/"}
            if x.op not in ops:
                raise Unsupported(f"the operator {x.op} in Fortran")
            left, right = self.e(x.left), self.e(x.right)
            if x.op in ("&&", "||"):
                left, right = self.cond(x.left), self.cond(x.right)
            return f"({left} {ops[x.op]} {right})"
        if isinstance(x, c_ast.UnaryOp):
            if x.op == "-":
                return f"(-{self.e(x.expr)})"
            if x.op == "+":
                return self.e(x.expr)
            if x.op == "!":
                return f"(.not. {self.cond(x.expr)})"
            raise Unsupported(f"the operator {x.op} in Fortran")
        if isinstance(x, c_ast.Cast):
            name = base_type(x.to_type.type)[0]
            if name in REAL_TYPES:
                return f"real({self.e(x.expr)}, {REAL_TYPES[name]})"
            return f"int({self.e(x.expr)}, {F_INT.get(name, 'c_int64_t')})"
        if isinstance(x, c_ast.FuncCall):
            fname = x.name.name
            base = "fabs" if fname in ("fabs", "fabsf") else fname.rstrip("f")
            m = MATH.get(base)
            args = [self.e(a) for a in (x.args.exprs if x.args else [])]
            if m is None or m in ("floor", "ceil", "atan2"):
                raise Unsupported(f"the function {fname} in Fortran")
            if m == "**":
                return f"({args[0]} ** {args[1]})"
            if m == "erf":
                return f"erf({args[0]})"
            return f"{m}({', '.join(args)})"
        if isinstance(x, c_ast.TernaryOp):
            raise Unsupported("a conditional expression in Fortran")
        raise Unsupported(f"the expression {type(x).__name__} in Fortran")

    def cond(self, x) -> str:
        """A C condition as a Fortran logical (an integer or real tested against zero)."""
        if isinstance(x, c_ast.BinaryOp) and x.op in ("<", ">", "<=", ">=", "==", "!=", "&&", "||"):
            return self.e(x)
        if isinstance(x, c_ast.UnaryOp) and x.op == "!":
            return self.e(x)
        return f"({self.e(x)} /= 0)"

    def assign_value(self, target, value) -> str:
        name = target.name.name if isinstance(target, c_ast.ArrayRef) else target.name
        k = self.kind_of(name)
        v = self.e(value)
        return f"real({v}, {k})" if self.t.vars[name][0] in REAL_TYPES else f"int({v}, {k})"

    def emit(self, text: str, ind: int) -> None:
        self.lines.append("  " * ind + text)

    def stmt(self, s, ind: int) -> None:
        if s is None:
            return
        if isinstance(s, c_ast.Compound):
            for it in s.block_items or []:
                self.stmt(it, ind)
        elif isinstance(s, c_ast.Decl):
            if isinstance(s.type, c_ast.ArrayDecl):
                return  # declared at the top
            if s.init is not None:
                self.emit(f"{s.name} = {self.assign_value(c_ast.ID(s.name), s.init)}", ind)
        elif isinstance(s, c_ast.DeclList):
            for d in s.decls:
                self.stmt(d, ind)
        elif isinstance(s, c_ast.Assignment):
            lhs = self.e(s.lvalue)
            if s.op == "=":
                self.emit(f"{lhs} = {self.assign_value(s.lvalue, s.rvalue)}", ind)
            else:
                op = s.op[0]
                if op not in "+-*/":
                    raise Unsupported(f"the assignment {s.op} in Fortran")
                self.emit(f"{lhs} = {self.assign_value(s.lvalue, c_ast.BinaryOp(op, s.lvalue, s.rvalue))}", ind)
        elif isinstance(s, c_ast.UnaryOp) and s.op in ("p++", "++", "p--", "--"):
            lhs = self.e(s.expr)
            self.emit(f"{lhs} = {lhs} {'+' if '+' in s.op else '-'} 1", ind)
        elif isinstance(s, c_ast.If):
            self.emit(f"if ({self.cond(s.cond)}) then", ind)
            self.stmt(s.iftrue, ind + 1)
            if s.iffalse is not None:
                self.emit("else", ind)
                self.stmt(s.iffalse, ind + 1)
            self.emit("end if", ind)
        elif isinstance(s, c_ast.For):
            cf = canonical_for(s)
            if cf is None:
                raise Unsupported("a for loop of another form")
            var, start, op, stop, step = cf
            st = f"-{self.e(step[1])}" if isinstance(step, tuple) else (str(step) if isinstance(step, int) else self.e(step))
            end = {"<": f"{self.e(stop)} - 1", "<=": self.e(stop), ">": f"{self.e(stop)} + 1", ">=": self.e(stop)}[op]
            self.emit(f"do {var} = {self.e(start)}, {end}" + ("" if st == "1" else f", {st}"), ind)
            self.stmt(s.stmt, ind + 1)
            self.emit("end do", ind)
        elif isinstance(s, c_ast.While):
            self.emit(f"do while ({self.cond(s.cond)})", ind)
            self.stmt(s.stmt, ind + 1)
            self.emit("end do", ind)
        elif isinstance(s, c_ast.Break):
            self.emit("exit", ind)
        elif isinstance(s, c_ast.Continue):
            self.emit("cycle", ind)
        elif isinstance(s, c_ast.Return):
            if s.expr is not None:
                raise Unsupported("a return with a value")
            self.emit("return", ind)
        elif isinstance(s, c_ast.Cast) and base_type(s.to_type.type)[0] == "void":
            pass
        elif isinstance(s, c_ast.EmptyStatement):
            pass
        else:
            raise Unsupported(f"the statement {type(s).__name__} in Fortran")


def fortran_type(tname: str) -> str:
    """The Fortran type of a C scalar type name (real_t -> real(rk), int64_t -> integer(c_int64_t), ...)."""
    return f"real({REAL_TYPES[tname]})" if tname in REAL_TYPES else f"integer({F_INT.get(tname, 'c_int64_t')})"


def fortran(fn: c_ast.FuncDef, m: dict, title: str) -> str:
    types = Types()
    params = fn.decl.type.args.params
    for p in params:
        types.declare(p.name, base_type(p.type))
    decls = collect_decls(fn.body, types)
    names = [p.name for p in params] + [d[0] for d in decls]
    lowered = [n.lower() for n in names]
    if len(set(lowered)) != len(set(names)):
        raise Unsupported("two names differ only in case (Fortran ignores case)")
    gen = F90(types)
    gen.stmt(fn.body, 1)
    intents = {n: a.get("intent", "in") for n, a in m["arrays"].items()}
    lines = [f"! {m['name']}: {title}", "! Generated from reference.c by tools/spec-from-c.py (checked against it by",
             "! tools/corpus-spec-check.py). Arrays are 0-based, indexed as the C reference indexes them.",
             f"subroutine {fn.decl.name}({', '.join(p.name for p in params)}) bind(c, name=\"{fn.decl.name}\")",
             "  use, intrinsic :: iso_c_binding", "  implicit none", '#include "hpcab/kernel.fh"']
    for p in params:
        tname, depth = types.vars[p.name]
        if depth:
            typ = fortran_type(tname)
            lines.append(f"  {typ}, intent({intents.get(p.name, 'in')}) :: {p.name}(0:*)")
        else:
            typ = fortran_type(tname)
            lines.append(f"  {typ}, value, intent(in) :: {p.name}")
    seen = set()
    for name, (tname, depth), d in decls:
        if name in seen:
            continue
        seen.add(name)
        typ = fortran_type(tname)
        if depth:
            if not isinstance(d.type, c_ast.ArrayDecl) or not isinstance(d.type.dim, c_ast.Constant):
                raise Unsupported("a local array without a constant size")
            lines.append(f"  {typ} :: {name}(0:{int(literal(d.type.dim), 0) - 1})")
        else:
            lines.append(f"  {typ} :: {name}")
    lines.append("")
    lines += gen.lines
    lines.append(f"end subroutine {fn.decl.name}")
    return "\n".join(lines) + "\n"


def translate(kernel_dir: Path, force: bool, only: str | None) -> str:
    m = yaml.safe_load((kernel_dir / "kernel.yaml").read_text())
    if any(p in ("f16", "bf16") for p in m.get("precisions", ["f64"])):
        raise Unsupported("f16/bf16 precisions (no Fortran kind; the spec's rounding differs)")
    ast = parse(kernel_dir, m["symbol"])
    fns = {n.decl.name: n for n in ast.ext if isinstance(n, c_ast.FuncDef)}
    if m["symbol"] not in fns or len(fns) > 1:
        raise Unsupported("helper functions beside the entry point" if len(fns) > 1 else "no entry point")
    fn = fns[m["symbol"]]
    title = m.get("title", "").replace('"""', "'")
    wrote = []
    if only in (None, "spec") and (force or not (kernel_dir / "spec.py").exists()):
        text = python_spec(fn, m, title)
        (kernel_dir / "spec.py").write_text(text)
        wrote.append("spec.py")
    if only in (None, "fortran") and (force or not (kernel_dir / "reference.f90").exists()):
        text = "\n".join(wrap_fortran_line(ln) for ln in fortran(fn, m, title).split("\n"))
        (kernel_dir / "reference.f90").write_text(text)
        wrote.append("reference.f90")
    return ", ".join(wrote) or "nothing (files exist)"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("kernels", nargs="+")
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--only", choices=("spec", "fortran"))
    a = ap.parse_args()
    dirs = []
    for k in a.kernels:
        p = Path(k) if Path(k).exists() else ROOT / "kernels" / k
        dirs += [p] if (p / "kernel.yaml").is_file() else sorted(q.parent for q in p.rglob("kernel.yaml"))
    bad = 0
    for d in dirs:
        kid = d.relative_to(ROOT / "kernels") if str(d).startswith(str(ROOT / "kernels")) else d
        try:
            print(f"ok   {kid}: wrote {translate(d, a.force, a.only)}")
        except Unsupported as x:
            bad += 1
            print(f"skip {kid}: {x}")
        except (ValueError, KeyError, AttributeError, TypeError) as x:  # a construct this translator misreads
            bad += 1
            print(f"skip {kid}: not translated ({x.__class__.__name__}: {x})")
    print(f"spec-from-c: {len(dirs) - bad} translated, {bad} skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
