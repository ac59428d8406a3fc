import Foundation
import UIKit

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

/// A `UICollectionViewListCell` subclass for a journal entry: a `UIListContentView` with a
/// subtitle configuration (the place, then the note, wrapped) pinned to the content view's
/// leading, top and bottom edges, and the mood in a label at the trailing edge — 12 points after
/// the text and 16 before the content view's edge, centred vertically. The label keeps its
/// natural width (required hugging and compression resistance); the text takes what is left.
final class JournalEntryCell: UICollectionViewListCell {
    let entryView = UIListContentView(configuration: .subtitleCell())
    let moodLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        moodLabel.font = UIFont.preferredFont(forTextStyle: .body)
        moodLabel.textColor = .secondaryLabel
        moodLabel.setContentHuggingPriority(.required, for: .horizontal)
        moodLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        for subview in [entryView, moodLabel] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            entryView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            entryView.topAnchor.constraint(equalTo: contentView.topAnchor),
            entryView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            moodLabel.leadingAnchor.constraint(equalTo: entryView.trailingAnchor, constant: 12),
            moodLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            moodLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("not used from a storyboard")
    }

    /// Shows `entry`: its place and note in the list content view, its mood in the label.
    func show(_ entry: JournalEntry) {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = entry.place
        content.secondaryText = entry.note
        entryView.configuration = content
        moodLabel.text = entry.mood
        accessories = [.disclosureIndicator()]
    }
}

/// A `UIViewController` with the travel journal: a plain list whose rows are
/// ``JournalEntryCell``s, each as high as its wrapped note makes it (list rows size themselves
/// to their cells' Auto Layout content).
final class JournalViewController: UIViewController {
    enum Section { case entries }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, JournalEntry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Journal"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<JournalEntryCell, JournalEntry> { cell, _, entry in
            cell.show(entry)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, JournalEntry>(collectionView: collectionView) { collectionView, indexPath, entry in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: entry)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, JournalEntry>()
        snapshot.appendSections([.entries])
        snapshot.appendItems(JournalEntry.samples)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
