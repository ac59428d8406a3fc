// UIKit source compatibility: NS/UI-prefixed names for TesseraLayout's types, so layout code
// written for UICollectionViewCompositionalLayout compiles unchanged on Linux.
@_exported import TesseraLayout
