import Foundation

/// `path` made absolute, with `.`, `..` and symbolic links resolved: two spellings of one file
/// compare equal (how outputs are kept from overwriting inputs).
func canonicalPath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
}
