import Foundation

// A horizontal compositional layout is the transpose of a vertical one: swap x and y in every
// size, inset, anchor and alignment, solve it as a vertical layout, and swap the frames back.
// These are the swaps; the solver applies the last one when it emits frames.

extension CGRect {
    /// The rectangle mirrored across the diagonal (x ↔ y, width ↔ height).
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}

extension CGSize {
    var transposed: CGSize { CGSize(width: height, height: width) }
}

extension CGPoint {
    var transposed: CGPoint { CGPoint(x: y, y: x) }
}

extension DirectionalEdgeInsets {
    var transposed: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }
}

extension CollectionLayoutDimension {
    var transposed: CollectionLayoutDimension {
        switch kind {
        case .fractionalWidth: .fractionalHeight(dimension)
        case .fractionalHeight: .fractionalWidth(dimension)
        case .absolute, .estimated, .uniformAcrossSiblings: self
        }
    }
}

extension CollectionLayoutSize {
    var transposed: CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}

extension CollectionLayoutAnchor {
    var transposed: CollectionLayoutAnchor {
        var edges: Edges = []
        if self.edges.contains(.top) { edges.insert(.leading) }
        if self.edges.contains(.leading) { edges.insert(.top) }
        if self.edges.contains(.bottom) { edges.insert(.trailing) }
        if self.edges.contains(.trailing) { edges.insert(.bottom) }
        return CollectionLayoutAnchor(edges: edges, offset: offset.transposed, fractional: isFractionalOffset)
    }
}

extension CollectionLayoutBoundarySupplementaryItem.Alignment {
    var transposed: Self {
        switch self {
        case .none: .none
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        }
    }
}

extension ItemBlueprint {
    var transposed: ItemBlueprint {
        var copy = self
        copy.size = size.transposed
        copy.contentInsets = contentInsets.transposed
        copy.edgeSpacing = edgeSpacing.transposed
        copy.flexibleEdges = flexibleEdges.transposed
        copy.supplementaries = supplementaries.map(\.transposed)
        copy.group = group?.transposed
        return copy
    }
}

extension GroupBlueprint {
    var transposed: GroupBlueprint {
        var copy = self
        copy.axis = switch axis {
        case .horizontal: .vertical
        case .vertical: .horizontal
        case .custom: .custom
        }
        copy.subitems = subitems.map(\.transposed)
        copy.transposesCustomFrames.toggle()
        return copy
    }
}

extension SupplementaryBlueprint {
    var transposed: SupplementaryBlueprint {
        var copy = self
        copy.size = size.transposed
        copy.containerAnchor = containerAnchor.transposed
        copy.itemAnchor = itemAnchor?.transposed
        return copy
    }
}

extension BoundaryBlueprint {
    var transposed: BoundaryBlueprint {
        var copy = self
        copy.size = size.transposed
        copy.alignment = alignment.transposed
        copy.offset = offset.transposed
        copy.contentInsets = contentInsets.transposed
        return copy
    }
}

extension SectionBlueprint {
    var transposed: SectionBlueprint {
        var copy = self
        copy.group = group.transposed
        copy.contentInsets = contentInsets.transposed
        copy.boundaries = boundaries.map(\.transposed)
        copy.decorations = decorations.map { var d = $0; d.contentInsets = d.contentInsets.transposed; return d }
        return copy
    }
}

extension PreferredItemSize {
    var transposed: PreferredItemSize {
        switch self {
        case .aspectRatio(let ratio): .aspectRatio(1 / ratio)
        case .size(let size): .size(size.transposed)
        case .fitted(let size): .fitted(size.transposed)
        }
    }
}
