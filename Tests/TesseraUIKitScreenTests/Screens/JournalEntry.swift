import Foundation

/// An entry of the travel journal: where, what happened (a few sentences) and the traveller's
/// mood that day, shown at the row's trailing edge.
struct JournalEntry: Hashable {
    let place: String
    let note: String
    let mood: String

    static let samples = [
        JournalEntry(place: "Porto", note: "Walked along the river to the old bridge and watched the rabelo boats unload in the late sun.",
                     mood: "Calm"),
        JournalEntry(place: "Sintra", note: "Fog all morning; the palace gardens were empty and the ferns dripped onto the paths.",
                     mood: "Dreamy"),
        JournalEntry(place: "Lisbon", note: "Missed the tram twice, then found a bakery that was worth every minute of the wait.",
                     mood: "Happy"),
        JournalEntry(place: "Évora", note: "Hot. The Roman temple at noon, a long lunch, and a siesta that lasted until dinner.",
                     mood: "Slow"),
        JournalEntry(place: "Lagos", note: "Kayaked into the grottoes at low tide with a guide who knew every cave by name.",
                     mood: "Thrilled"),
        JournalEntry(place: "Faro", note: "Last day: packed, posted the postcards and watched the storks on the walls.",
                     mood: "Wistful"),
    ]
}
