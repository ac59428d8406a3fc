import Foundation

/// An album of the photo app: its name and how many photos were added since it was last opened
/// (what its badge shows). Albums are identified by name.
struct Album: Hashable {
    let name: String
    let newPhotos: Int

    static let samples = [
        Album(name: "Lisbon", newPhotos: 3), Album(name: "Harbour walks", newPhotos: 0),
        Album(name: "Markets", newPhotos: 12), Album(name: "Night trains", newPhotos: 1),
        Album(name: "Cafés", newPhotos: 0),
    ]
}
