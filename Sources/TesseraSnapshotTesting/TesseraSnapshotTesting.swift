// Snapshot strategies for layouts (PNG images and frame dumps) on Linux CI.
@_exported import TesseraRender
