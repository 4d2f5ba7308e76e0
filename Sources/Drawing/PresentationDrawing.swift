import ViewlabLayout
import ViewlabModel

/// What iOS draws of a presentation besides its views (PresentedChrome): the window behind dimmed,
/// a sheet's card with its top corners rounded and its grabber, an alert's or an action sheet's
/// cards with hairlines between their rows. viewlab's model of iOS 17's light appearance: the
/// dimming is black at 20% (a large sheet's presenter is not shrunk back), and an alert's
/// translucent material is drawn as its opaque grey.
extension DisplayListBuilder {
    private enum PresentationColors {
        static let dimming = RGBA(red: 0, green: 0, blue: 0, opacity: 0.2)
        static let sheet = RGBA(255, 255, 255)
        static let alert = RGBA(242, 242, 242)
        static let separator = RGBA(198, 198, 200)
        static let grabber = RGBA(199, 199, 204)
    }
    private static let grabber = (width: 36.0, height: 5.0, top: 5.0)

    mutating func presentedLayer(_ chrome: PresentedChrome, _ placed: PlacedNode) -> [DisplayItem] {
        let frame = placed.frame
        func fill(_ path: PathValue, _ color: RGBA, box: Rect) -> DisplayItem {
            .shape(DrawnShape(path: path, paint: .color(color), stroke: nil, evenOdd: false, paintBox: box,
                              transform: .identity, label: placed.label))
        }
        func moved(_ r: Rect) -> Rect { Rect(x: frame.minX + r.minX, y: frame.minY + r.minY, width: r.width, height: r.height) }
        var items: [DisplayItem] = []
        if chrome.look != .cover, let window = result.proposalRect {
            var path = PathValue()
            path.addRect(window)
            items.append(fill(path, PresentationColors.dimming, box: window))
        }
        for card in chrome.cards.map(moved) {
            var path = PathValue()
            let r = chrome.cornerRadius
            if chrome.look == .sheet && r > 0 {
                // A sheet runs off the window's bottom: only its top corners are rounded.
                path.addRoundedRect(in: Rect(x: card.minX, y: card.minY, width: card.width, height: card.height + r), cornerSize: Size(width: r, height: r))
                var clipped = DisplayGroup(items: [fill(path, PresentationColors.sheet, box: card)])
                var bounds = PathValue()
                bounds.addRect(card)
                clipped.clip = (bounds, .identity)
                items.append(.group(clipped))
            } else {
                path.addRoundedRect(in: card, cornerSize: Size(width: r, height: r))
                items.append(fill(path, chrome.look == .cards ? PresentationColors.alert : PresentationColors.sheet, box: card))
            }
        }
        for (a, b) in chrome.separators {
            let start = Point(x: frame.minX + a.x, y: frame.minY + a.y), end = Point(x: frame.minX + b.x, y: frame.minY + b.y)
            // One pixel at 3×, as UIKit's hairlines.
            let line = Rect(x: min(start.x, end.x), y: min(start.y, end.y),
                            width: max(abs(end.x - start.x), 1.0 / 3), height: max(abs(end.y - start.y), 1.0 / 3))
            var path = PathValue()
            path.addRect(line)
            items.append(fill(path, PresentationColors.separator, box: line))
        }
        if chrome.grabber {
            let g = Self.grabber
            let r = Rect(x: frame.midX - g.width / 2, y: frame.minY + g.top, width: g.width, height: g.height)
            var path = PathValue()
            path.addRoundedRect(in: r, cornerSize: Size(width: g.height / 2, height: g.height / 2))
            items.append(fill(path, PresentationColors.grabber, box: r))
        }
        approximations.insert("presentations: sheets, alerts and action sheets drawn as viewlab's model of iOS's (the window dimmed 20%, materials opaque)")
        return items
    }
}
