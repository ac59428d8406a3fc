import Foundation

/// UIKit's `UICollectionViewCompositionalLayout`: sections built from groups and items.
///
/// Make it from one section used for every section, or from a section provider called for each
/// section with the environment (the container's size, so a provider can adapt its columns to
/// the width). The description classes are frozen into values when the layout is made (for
/// `init(section:)`) or when the provider answers, so a layout is a `Sendable` value whose
/// ``layout(in:)`` is pure and MAY run on any thread.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
/// let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
/// let result = layout.layout(in: CollectionContainer(size: CGSize(width: 390, height: 844),
///                                                    sections: [.init(placeholders: 3)]))
/// print(result.cellFrames)   // [(0, 0, 195, 100), (195, 0, 195, 100), (0, 100, 195, 100)]
/// ```
public struct CompositionalLayout: CollectionLayout {
    /// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = @Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private enum Sections: Sendable {
        case fixed(SectionBlueprint)
        /// Section `i` uses entry `min(i, count − 1)` (spec files).
        case list([SpecSectionSource])
        case provider(SectionProvider)
        /// Section `i` uses entry `i`; `nil`, or no entry, is a section the provider gave none for.
        case resolved([SectionBlueprint?])
    }

    private let sections: Sections
    private let configuration: ConfigurationBlueprint

    /// `UICollectionViewCompositionalLayout(section:)`.
    public init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// `UICollectionViewCompositionalLayout(section:configuration:)`.
    public init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration) {
        sections = .fixed(SectionBlueprint(section))
        self.configuration = ConfigurationBlueprint(configuration)
    }

    /// `UICollectionViewCompositionalLayout(sectionProvider:)`.
    public init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    /// `UICollectionViewCompositionalLayout(sectionProvider:configuration:)`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        sections = .provider(sectionProvider)
        self.configuration = ConfigurationBlueprint(configuration)
    }

    /// A layout whose section `i` is `sections[i]`, each frozen now: the sections a section
    /// provider answered for one container, asked in advance. A `nil` entry, or a section
    /// beyond the end, lays nothing out and is reported as
    /// ``layoutWithWarnings(in:)`` reports a provider that returned no section.
    ///
    /// This is how a caller whose provider is not `@Sendable` (UIKit's class, whose provider
    /// runs on the main actor) hands its answers to the pure engine.
    public init(resolvedSections sections: [CollectionLayoutSection?], configuration: CompositionalLayoutConfiguration) {
        self.sections = .resolved(sections.map { $0.map(SectionBlueprint.init) })
        self.configuration = ConfigurationBlueprint(configuration)
    }

    /// A layout whose section `i` is `sections[min(i, count − 1)]`, as spec files describe it.
    /// `sections` MUST NOT be empty.
    init(specSections sections: [SpecSectionSource], configuration: CompositionalLayoutConfiguration) {
        precondition(!sections.isEmpty, "a compositional spec has at least one section")
        self.sections = .list(sections)
        self.configuration = ConfigurationBlueprint(configuration)
    }

    /// The list configuration of section `index` when it is a list section
    /// (``CollectionLayoutSection/list(using:environment:)``); `nil` for other sections and for
    /// layouts made with a section provider (whose sections are known only when laid out).
    public func listConfiguration(ofSection index: Int) -> ListLayoutConfiguration? {
        switch sections {
        case .fixed(let blueprint): blueprint.listConfiguration
        case .list(let sources): sources.isEmpty || index < 0 ? nil : sources[min(index, sources.count - 1)].listConfiguration
        case .provider: nil
        case .resolved(let blueprints): blueprints.indices.contains(index) ? blueprints[index]?.listConfiguration : nil
        }
    }

    /// The layout-wide settings (scroll direction, spacing between sections).
    public var scrollDirection: ScrollDirection { configuration.scrollDirection }

    public func layout(in container: CollectionContainer) -> LayoutResult {
        layoutWithWarnings(in: container).result
    }

    /// The layout and what went wrong on the way: groups that can hold no item (an item larger
    /// than its group), which place nothing and leave their items out, and sections the provider
    /// gave none for.
    public func layoutWithWarnings(in container: CollectionContainer) -> (result: LayoutResult, warnings: [String]) {
        let transposed = configuration.scrollDirection == .horizontal
        var solver = SectionSolver(container: container, transposed: transposed)
        solver.layoutReference = configuration.contentInsetsReference
        let environment = CollectionLayoutEnvironment(container: CollectionLayoutContainer(
            contentSize: container.size, contentInsets: container.contentInsets))
        let layoutBoundaries = transposed ? configuration.boundaries.map(\.transposed) : configuration.boundaries
        var position: CGFloat = 0
        var providerWarnings: [String] = []
        for index in 0..<container.numberOfSections {
            solver.beginSection(index)
            if index == 0 {
                position += solver.placeLayoutHeaders(layoutBoundaries)
            }
            if index > 0 { position += configuration.interSectionSpacing }
            guard var blueprint = section(at: index, environment: environment) else {
                providerWarnings.append("section \(index): the section provider returned no section; nothing was laid out there")
                continue
            }
            if transposed { blueprint = blueprint.transposed }
            position = solver.solve(section: index, blueprint, top: position)
        }
        var footers: [LayoutAttributes] = []
        if container.numberOfSections > 0 {
            // Layout-wide footers belong to section 0 but sit after the last section.
            let (attributes, extent) = solver.layoutFooters(layoutBoundaries, edge: position)
            footers = attributes
            position += extent
        }
        var (result, warnings) = solver.finish(contentLength: position, scrollDirection: configuration.scrollDirection)
        footers = footers.filter { footer in
            guard let kind = footer.representedElementKind,
                  result.attributes(forSupplementaryOfKind: kind, at: footer.indexPath) != nil else { return true }
            warnings.append("section 0: a layout-wide \(kind) was dropped: section 0 has a \(kind) of its own at item 0 (an element is known by its kind and index path)")
            return false
        }
        if !footers.isEmpty {
            result = LayoutResult(contentSize: result.contentSize, attributes: result.attributes + footers,
                                  scrollDirection: result.scrollDirection)
        }
        return (result, providerWarnings + warnings)
    }

    private func section(at index: Int, environment: CollectionLayoutEnvironment) -> SectionBlueprint? {
        switch sections {
        case .fixed(let blueprint): blueprint
        case .list(let sources): sources[min(index, sources.count - 1)].blueprint(in: environment)
        case .provider(let provider): provider(index, environment).map(SectionBlueprint.init)
        case .resolved(let blueprints): blueprints.indices.contains(index) ? blueprints[index] : nil
        }
    }
}
