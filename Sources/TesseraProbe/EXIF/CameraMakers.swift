/// Camera makers' brand names, for captions: EXIF's Make is often the company's full name
/// ("NIKON CORPORATION", "OLYMPUS IMAGING CORP.", "Leica Camera AG") while Model already starts
/// with the brand ("NIKON D850"). As exiftool's camera names do, a known maker's full name is
/// reduced to its brand and not repeated before a model that already names it.
enum CameraMakers {
    /// Known makers: the start of EXIF Make (upper-cased) and the brand shown.
    static let brands: [(makePrefix: String, brand: String)] = [
        ("NIKON", "NIKON"), ("CANON", "Canon"), ("SONY", "SONY"), ("FUJIFILM", "FUJIFILM"), ("FUJI PHOTO", "FUJIFILM"),
        ("OLYMPUS", "OLYMPUS"), ("OM DIGITAL", "OM SYSTEM"), ("PANASONIC", "Panasonic"), ("PENTAX", "PENTAX"),
        ("RICOH", "RICOH"), ("ASAHI", "PENTAX"), ("LEICA", "Leica"), ("HASSELBLAD", "Hasselblad"), ("SIGMA", "SIGMA"),
        ("EASTMAN KODAK", "KODAK"), ("KODAK", "KODAK"), ("KONICA MINOLTA", "KONICA MINOLTA"), ("MINOLTA", "MINOLTA"),
        ("CASIO", "CASIO"), ("SEIKO EPSON", "EPSON"), ("SAMSUNG", "SAMSUNG"), ("APPLE", "Apple"), ("GOOGLE", "Google"),
        ("HUAWEI", "HUAWEI"), ("XIAOMI", "Xiaomi"), ("DJI", "DJI"), ("GOPRO", "GoPro"), ("PHASE ONE", "Phase One"),
    ]

    /// The brand of a known `make`, nil for another.
    static func brand(ofMake make: String) -> String? {
        let upper = make.uppercased()
        return brands.first { upper.hasPrefix($0.makePrefix) }?.brand
    }

    /// The camera's caption name from EXIF Make and Model: the model alone when it starts with
    /// the make or (for a known maker) its brand; else the brand (or make) and the model.
    static func name(make: String, model: String) -> String {
        let lowerModel = model.lowercased()
        if lowerModel.hasPrefix(make.lowercased()) { return model }
        guard let known = brand(ofMake: make) else { return "\(make) \(model)" }
        if lowerModel.hasPrefix(known.lowercased()) { return model }
        // The make's own spelling of its brand ("Sony", "SONY"), when it starts with it.
        let spelled = make.uppercased().hasPrefix(known.uppercased()) ? String(make.prefix(known.count)) : known
        return "\(spelled) \(model)"
    }
}
