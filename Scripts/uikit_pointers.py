"""Pointer files of Tests/UIKitCorpus: where each public repository's file comes from.

The corpus folders (Files/NNN-owner-repo, Custom/NN-Name, Apps/NN-owner-repo, ModernCollectionViews)
commit no upstream file: each folder's SOURCE.txt names the repository once and every file by one
pointer line, and Scripts/uikit-restore writes the files into the (git-ignored) folder from a copy of
the repository. In SOURCE.txt:

    repository: OWNER/NAME
    file: LOCAL-NAME <- REPOSITORY-PATH @ FULL-COMMIT [lines A-B[,C-D...]] sha256 HEX [(NOTE)]

LOCAL-NAME is the name of the restored file in the folder; it ends at " <- ". REPOSITORY-PATH ends at
" @ " and the 40-hex commit (both may hold spaces). `lines` makes the file a slice: those lines of the
file at that commit (1-based, inclusive, each line with its "\\n"), several ranges joined in the
order given with nothing between them. HEX is the sha256 of the restored file's bytes, or
`unknown` where it could not be computed (see the folder's `note:` lines). A NOTE in parentheses
after it is read by the measurements (Files: `outside the layer: FRAMEWORK`). Every other line of
SOURCE.txt (url, licence, what, notes) is prose for people.

Used by Scripts/uikit-restore, Scripts/uikit-files and Scripts/uikit-corpus.
"""
import glob, hashlib, os, re, subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Tests", "UIKitCorpus")
# Copies of the public repositories: $TESSERA_MIRRORS/OWNER+NAME/repo (a bare mirror, or a clone
# whose .git is inside it).
MIRRORS = os.environ.get("TESSERA_MIRRORS") or "/work/.mirror"

POINTER = re.compile(r"^file:\s+(?P<name>\S(?:.*?\S)?)\s+<-\s+(?P<path>.+?)\s+@\s+(?P<commit>[0-9a-f]{40})"
                     r"(?:\s+lines\s+(?P<lines>\d+-\d+(?:,\d+-\d+)*))?"
                     r"\s+sha256\s+(?P<sha256>[0-9a-f]{64}|unknown)"
                     r"(?:\s+\((?P<note>[^)]*)\))?\s*$")


class Pointer:
    def __init__(self, folder, repository, match, line_number):
        self.folder = folder
        self.repository = repository
        self.name = match.group("name")
        self.path = match.group("path")
        self.commit = match.group("commit")
        self.ranges = [tuple(int(n) for n in r.split("-")) for r in match.group("lines").split(",")] \
            if match.group("lines") else []
        self.sha256 = None if match.group("sha256") == "unknown" else match.group("sha256")
        self.note = match.group("note") or ""
        self.line_number = line_number

    @property
    def local(self):
        return os.path.join(self.folder, self.name)

    def state(self):
        """'absent', 'restored' (bytes match the sha256), 'differs', or 'unverified' (no sha256 known)."""
        if not os.path.exists(self.local):
            return "absent"
        if self.sha256 is None:
            return "unverified"
        return "restored" if sha256(open(self.local, "rb").read()) == self.sha256 else "differs"


class PointerError(Exception):
    pass


def read(folder):
    """(repository, [Pointer]) of folder/SOURCE.txt; (None, []) when there is none."""
    source = os.path.join(folder, "SOURCE.txt")
    if not os.path.exists(source):
        return None, []
    repository, pointers = None, []
    for number, line in enumerate(open(source, encoding="utf-8"), 1):
        m = re.match(r"repository:\s*([\w.-]+/[\w.-]+)\s*$", line)
        if m:
            repository = m.group(1)
            continue
        if line.startswith("file:"):
            m = POINTER.match(line.rstrip("\n"))
            if not m:
                raise PointerError("%s:%d: not a pointer line: %s" % (source, number, line.strip()))
            if repository is None:
                raise PointerError("%s:%d: a file line before the repository: line" % (source, number))
            pointers.append(Pointer(folder, repository, m, number))
    return repository, pointers


def folders(root=CORPUS, substrings=()):
    """Every folder under root with a SOURCE.txt, sorted; only those whose path relative to root
    contains one of substrings, when given."""
    found = sorted(os.path.dirname(p) for p in glob.glob(os.path.join(root, "**", "SOURCE.txt"), recursive=True))
    if substrings:
        found = [f for f in found if any(s in os.path.relpath(f, root) for s in substrings)]
    return found


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def cut(data, ranges):
    """The lines `ranges` of data (1-based, inclusive, each with its "\\n"), joined in order."""
    if not ranges:
        return data
    lines = data.split(b"\n")
    lines = [l + b"\n" for l in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    if any(a < 1 or b < a or b > len(lines) for a, b in ranges):
        raise PointerError("lines %s outside the file's %d lines" % (ranges, len(lines)))
    return b"".join(b"".join(lines[a - 1:b]) for a, b in ranges)


def mirror(repository):
    """The git directory of the copy of repository, or None."""
    base = os.path.join(MIRRORS, repository.replace("/", "+"), "repo")
    for candidate in (os.path.join(base, ".git"), base):
        if os.path.isdir(candidate) and os.path.exists(os.path.join(candidate, "HEAD")):
            return candidate
    return None


def blob(git_dir, commit, path):
    """The bytes of path at commit in git_dir, or None when the commit or the path is not there."""
    result = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "blob", "%s:%s" % (commit, path)],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    return result.stdout if result.returncode == 0 else None


def measurable(pointers):
    """True when every pointer of a folder is restored (or present, where no sha256 is known)."""
    return bool(pointers) and all(p.state() in ("restored", "unverified") for p in pointers)


def clang_module_args(root, bin_path):
    """The swiftc arguments that let a file importing Tessera's UIKit load the C modules under it,
    as SwiftPM gives them to a consumer's build (their module maps, and the system libraries' header
    paths from pkg-config). Nothing UIKit loads imports a C module today (TesseraUIKit reads image
    sizes with TesseraProbe and text with TesseraText, both Swift alone); a module UIKit loads that
    imported one, even `internal`ly (non-resilient clients still load it), would need these."""

    maps = glob.glob(os.path.join(bin_path, "*.build", "module.modulemap")) + \
        glob.glob(os.path.join(root, "Sources", "C*", "module.modulemap"))
    args = [arg for path in sorted(maps) for arg in ("-Xcc", "-fmodule-map-file=" + path)]
    flags = subprocess.run(["pkg-config", "--cflags-only-I", "freetype2", "fontconfig", "libheif", "libwebpdemux",
                            "libtiff-4", "lcms2", "libpng", "libjpeg"], capture_output=True, text=True).stdout.split()
    return args + [arg for flag in flags for arg in ("-Xcc", flag)]
