import Foundation

/// `path` made absolute, with `.`, `..` and symbolic links resolved: two spellings of one file
/// compare equal (how outputs are kept from overwriting inputs).
func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
}

/// The first of `inputs` that `output` would overwrite (the same file however spelled), if
/// any; never for `-` (standard output). Every command refuses to write over what it reads.
func overwrittenInput(among inputs: [String], by output: String) -> String? {
    guard output != "-" else { return nil }
    let target = canonicalPath(output)
    return inputs.first { canonicalPath($0) == target }
}
