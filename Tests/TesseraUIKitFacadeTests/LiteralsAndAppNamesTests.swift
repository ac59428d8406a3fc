import Foundation
import Testing
import UIKit

/// Through `import UIKit`, as an app's file: a colour literal assigned to a view's background
/// (which used to fail with "failed to produce diagnostic"), an image literal, and string
/// measuring on `String` and `NSString`.
@Suite("Literals and app names through import UIKit")
@MainActor
struct LiteralsAndAppNamesTests {
    @Test("#colorLiteral and #imageLiteral; boundingRect on String and NSString agree")
    func literalsAndMeasuring() {
        let view = UIView(frame: .zero)
        view.backgroundColor = #colorLiteral(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        #expect(view.backgroundColor?.green == 0.25)
        let image: UIImage = #imageLiteral(resourceName: "Logo")
        #expect(image.name == "Logo")
        let font = UIFont.systemFont(ofSize: 17)
        let size = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
        let fromString = "Hello world".boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                             attributes: [.font: font], context: nil)
        let fromNSString = ("Hello world" as NSString).boundingRect(with: size, options: .usesLineFragmentOrigin,
                                                                            attributes: [.font: font], context: nil)
        #expect(fromString == fromNSString && fromString.height == 2 * font.lineHeight)
    }
}
