// The sample app's Linux target: SwiftPM needs one Swift file in a target's own folder. The app's
// files (listed in ObjCRewriteSources.txt) are compiled from the copies TesseraObjCRewritePlugin writes.
