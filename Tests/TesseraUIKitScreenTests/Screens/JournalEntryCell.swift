import UIKit

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
