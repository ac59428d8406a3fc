// A view controller that wires controls in code with #selector, as iOS apps do.
import UIKit

@objcMembers
final class AlbumViewController: UIViewController {
    let shareButton = UIButton(type: .system)
    let refreshControl = UIRefreshControl()
    let doubleTap = UITapGestureRecognizer()
    private(set) var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        shareButton.addTarget(self, action: #selector(share), for: .touchUpInside)
        shareButton.addTarget(self, action: #selector(AlbumViewController.highlight(_:forEvent:)), for: [.touchDown])
        refreshControl.addTarget(self, action: #selector(self.refresh(_:)), for: .valueChanged)
        doubleTap.addTarget(self, action: #selector(zoom(_:)))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addPhoto))
    }

    @objc private func share() { events.append("share") }

    @objc func highlight(_ sender: UIButton, forEvent event: UIEvent) { events.append("highlight") }

    @objc(refreshWithControl:)
    func refresh(_ control: UIRefreshControl) {
        events.append(control.isRefreshing ? "refresh while refreshing" : "refresh")
    }

    @objc func zoom(_ recognizer: UITapGestureRecognizer) { events.append("zoom") }

    @objc func addPhoto() { events.append("add") }

    func scheduleReload(after delay: TimeInterval) {
        perform(#selector(reloadLater), with: nil, afterDelay: delay)
    }

    @objc func reloadLater() { events.append("reload") }
}
