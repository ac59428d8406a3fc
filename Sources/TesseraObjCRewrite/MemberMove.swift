/// A member declared in an extension that must be declared in its class to be overridden or to
/// override: where it is, and the class it goes into.
struct MemberMove {
    let fromFile: Int
    let range: Range<Int>
    let line: Int
    let column: Int
    let toClass: ModuleSurvey.ClassSite
    let description: String
}
