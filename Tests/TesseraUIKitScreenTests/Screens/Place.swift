import Foundation

/// A place the travel app knows, and the search over them the search screen uses: a
/// case-insensitive match anywhere in the name, results in alphabetical order.
struct Place: Hashable {
    let name: String
    let country: String

    static let all: [Place] = [
        ("Aberdeen", "Scotland"), ("Annecy", "France"), ("Bergen", "Norway"), ("Bruges", "Belgium"),
        ("Cádiz", "Spain"), ("Cork", "Ireland"), ("Dubrovnik", "Croatia"), ("Evora", "Portugal"),
        ("Galway", "Ireland"), ("Ghent", "Belgium"), ("Granada", "Spain"), ("Hallstatt", "Austria"),
        ("Kotor", "Montenegro"), ("Kraków", "Poland"), ("Ljubljana", "Slovenia"), ("Lucerne", "Switzerland"),
        ("Lyon", "France"), ("Matera", "Italy"), ("Montpellier", "France"), ("Mostar", "Bosnia and Herzegovina"),
        ("Nafplio", "Greece"), ("Porto", "Portugal"), ("Riga", "Latvia"), ("Salzburg", "Austria"),
        ("San Sebastián", "Spain"), ("Sintra", "Portugal"), ("Strasbourg", "France"), ("Tallinn", "Estonia"),
        ("Trondheim", "Norway"), ("Valletta", "Malta"), ("Verona", "Italy"), ("Würzburg", "Germany"),
    ].map { Place(name: $0.0, country: $0.1) }

    /// The places whose name contains `query` (ignoring case), by name; all of them for an empty
    /// or missing query.
    static func matching(_ query: String?) -> [Place] {
        let needle = (query ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let found = needle.isEmpty ? all : all.filter { $0.name.lowercased().contains(needle) }
        return found.sorted { $0.name < $1.name }
    }
}
