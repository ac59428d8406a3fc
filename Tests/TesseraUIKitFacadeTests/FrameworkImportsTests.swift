import Foundation
import Testing
import CoreGraphics
import QuartzCore
import UIKit

/// App files import CoreGraphics and QuartzCore beside UIKit (and this file beside Testing, which
/// then imports its Core Graphics overlay too): the names they use are Apple's and the same types
/// as UIKit's.
@Suite("import CoreGraphics and QuartzCore")
@MainActor
struct FrameworkImportsTests {
    @Test("transforms and layers through the framework modules")
    func frameworkNames() {
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).applying(scale) == CGRect(x: 0, y: 0, width: 20, height: 30))
        let transform = CATransform3DMakeTranslation(5, 6, 0)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = transform
        #expect(CATransform3DIsAffine(attributes.transform3D) && attributes.transform == CGAffineTransform(translationX: 5, y: 6))
        let layer: CALayer = UIView(frame: .zero).layer
        layer.cornerRadius = 4
        #expect(layer.cornerRadius == 4)
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }

    @Test("paths and shape layers through CoreGraphics and QuartzCore; URLSession through UIKit")
    func pathsAndNetworking() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer()
        shape.path = path
        shape.lineCap = .round
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10) && shape.lineCap == .round)
        #expect(UIBezierPath(cgPath: path).contains(CGPoint(x: 5, y: 5)))
        // Apple's UIKit exports all of Foundation; on Linux URLSession is FoundationNetworking's.
        let request = URLRequest(url: URL(fileURLWithPath: "/"))
        let task: URLSessionTask = URLSession.shared.dataTask(with: request)
        #expect(task.originalRequest?.url == request.url)
        task.cancel()
    }
}
