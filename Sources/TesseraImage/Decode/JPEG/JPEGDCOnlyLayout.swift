internal import CImageCodecs

/// Whether the DC-only decode of the C shim (`jpeg_dc_only.c`) may be used with the
/// libjpeg-turbo Tessera was built against.
///
/// That file replaces libjpeg's virtual block arrays with its own (under libjpeg-turbo's private
/// name `jvirt_barray_control`) and relies on how libjpeg-turbo's coefficient controller asks
/// for and walks them. This was checked, bit for bit against the full decode, for the versions
/// in ``checkedVersions``; built against any other (jconfig.h's `LIBJPEG_TURBO_VERSION_NUMBER`,
/// 0 for a libjpeg that is not libjpeg-turbo), the decode plan reads every scan into libjpeg's
/// own arrays instead (``DecodePlan/Path/coefficients``), and the memory budget counts them.
///
/// ```swift
/// print(JPEGDCOnlyLayout.builtVersion, JPEGDCOnlyLayout.isChecked(JPEGDCOnlyLayout.builtVersion))
/// // 2001005 true
/// ```
enum JPEGDCOnlyLayout {
    /// The libjpeg-turbo versions (`LIBJPEG_TURBO_VERSION_NUMBER`: 2001005 is 2.1.5) whose
    /// coefficient controller `jpeg_dc_only.c` was checked against.
    static let checkedVersions: Set<Int> = [2_001_005]

    /// The libjpeg-turbo version the C shim was compiled against.
    static let builtVersion = Int(tessera_jpeg_turbo_version())

    /// Whether the DC-only decode may be used with libjpeg-turbo `version`.
    static func isChecked(_ version: Int) -> Bool { checkedVersions.contains(version) }
}
