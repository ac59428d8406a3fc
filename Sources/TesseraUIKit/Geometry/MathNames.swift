import Foundation

#if !canImport(Darwin)
/// `MAXFLOAT`: the largest finite `Float`, which iOS imports from `math.h` (Glibc does not
/// define it). Apps write `CGFloat(MAXFLOAT)` for "unbounded".
public var MAXFLOAT: Float { Float.greatestFiniteMagnitude }
#endif
