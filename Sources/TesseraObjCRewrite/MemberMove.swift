/// A member declared in an extension that must be declared in its class to be overridden or to
/// override: where it is, and the class it goes into.
struct MemberMove {
    /// The member's bytes in the file whose extension declares it.
    let range: Range<Int>
    /// Where the member starts in that file (1-based), for the moved copy's `#sourceLocation`.
    let line: Int
    let column: Int
    /// The class declaration it moves into.
    let toClass: ModuleSurvey.ClassSite
}
