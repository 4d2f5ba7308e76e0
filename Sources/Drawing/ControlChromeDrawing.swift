import Foundation
import ViewlabLayout
import ViewlabModel

/// What iOS draws of a control besides its label (ControlChrome), in its light appearance: the
/// switch, the stepper's − + buttons, the slider's track and thumb, the rounded field and the
/// progress bar, where ControlLayout made room for them. viewlab's model of iOS's default look;
/// the colours are UIKit's system colours.
extension DisplayListBuilder {
    /// iOS's system colours over white: systemGreen, systemBlue (the accent), the fills and separators.
    private enum Chrome {
        static let on = RGBA(52, 199, 89)
        static let accent = RGBA(0, 122, 255)
        static let offTrack = RGBA(233, 233, 235)
        static let buttonFill = RGBA(239, 239, 240)
        static let separator = RGBA(198, 198, 200)
        static let knob = RGBA(255, 255, 255)
        static let glyph = RGBA(0, 0, 0)
    }

    /// The chrome of a control placed at `placed`, behind its label; `labels` are its children's frames.
    func controlChrome(_ chrome: ControlChrome, value: Double?, _ placed: PlacedNode, labels: [Rect], roundedBorder: Bool) -> [DisplayItem] {
        let frame = placed.frame
        func fill(_ path: PathValue, _ color: RGBA) -> DisplayItem {
            .shape(DrawnShape(path: path, paint: .color(color), stroke: nil, evenOdd: false, paintBox: frame,
                              transform: placed.transform, label: placed.label))
        }
        func stroke(_ path: PathValue, _ color: RGBA, width: Double) -> DisplayItem {
            .shape(DrawnShape(path: path, paint: .color(color), stroke: StrokeStyle(lineWidth: width), evenOdd: false, paintBox: frame,
                              transform: placed.transform, label: placed.label))
        }
        func rounded(_ r: Rect, _ radius: Double) -> PathValue {
            var p = PathValue(); p.addRoundedRect(in: r, cornerSize: Size(width: radius, height: radius)); return p
        }
        func circle(_ center: Point, _ diameter: Double) -> PathValue {
            var p = PathValue(); p.addEllipse(in: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)); return p
        }
        switch chrome {
        case .none:
            return []
        case .toggle:
            let r = ControlMetrics.trailingButtonFrame(ControlMetrics.switchSize, in: frame)
            let isOn = (value ?? 0) >= 0.5
            // The 27-pt knob sits 2 pt inside the track, at the end the switch is turned to.
            let knob = Point(x: isOn ? r.maxX - 15.5 : r.minX + 15.5, y: r.midY)
            return [fill(rounded(r, r.height / 2), isOn ? Chrome.on : Chrome.offTrack),
                    fill(circle(knob, 27), Chrome.knob), stroke(circle(knob, 27), Chrome.separator, width: 0.5)]
        case .stepper:
            let r = ControlMetrics.trailingButtonFrame(ControlMetrics.stepperSize, in: frame)
            var bar = PathValue(); bar.addRect(Rect(x: r.midX - 0.5, y: r.midY - 9, width: 1, height: 18))
            var minus = PathValue(); minus.addRect(Rect(x: r.minX + r.width / 4 - 6, y: r.midY - 1, width: 12, height: 2))
            var plus = PathValue()
            plus.addRect(Rect(x: r.maxX - r.width / 4 - 6, y: r.midY - 1, width: 12, height: 2))
            plus.addRect(Rect(x: r.maxX - r.width / 4 - 1, y: r.midY - 6, width: 2, height: 12))
            return [fill(rounded(r, 8), Chrome.buttonFill), fill(bar, Chrome.separator), fill(minus, Chrome.glyph), fill(plus, Chrome.glyph)]
        case .slider(let minimum, let maximum):
            let gap = ControlMetrics.sliderLabelGap, thumb = ControlMetrics.sliderThumb
            let start = (minimum ? labels.first.map { $0.maxX + gap } : nil) ?? frame.minX
            let end = (maximum ? labels.last.map { $0.minX - gap } : nil) ?? frame.maxX
            // The thumb's centre travels between half a thumb from each end of the track.
            let x = start + thumb / 2 + max(0, end - start - thumb) * min(1, max(0, value ?? 0))
            let t = ControlMetrics.trackThickness
            let track = Rect(x: start, y: frame.midY - t / 2, width: max(0, end - start), height: t)
            let filled = Rect(x: start, y: track.minY, width: max(0, x - start), height: t)
            return [fill(rounded(track, t / 2), Chrome.offTrack), fill(rounded(filled, t / 2), Chrome.accent),
                    fill(circle(Point(x: x, y: frame.midY), thumb), Chrome.knob), stroke(circle(Point(x: x, y: frame.midY), thumb), Chrome.separator, width: 0.5)]
        case .textEditor:
            // A plain UITextView draws no border.
            return []
        case .disclosure:
            // tertiaryLabel's grey, a semibold stroke.
            var chevron = PathValue()
            let w = ControlMetrics.chevronWidth, h = ControlMetrics.chevronHeight
            chevron.move(to: Point(x: frame.maxX - w + 1.5, y: frame.midY - h / 2 + 1))
            chevron.addLine(to: Point(x: frame.maxX - 1.5, y: frame.midY))
            chevron.addLine(to: Point(x: frame.maxX - w + 1.5, y: frame.midY + h / 2 - 1))
            return [stroke(chevron, RGBA(196, 196, 199), width: 2)]
        case .searchField:
            // tertiarySystemFill, corners of 10, and a magnifying glass in secondaryLabel's grey.
            var glass = PathValue()
            glass.addEllipse(in: Rect(x: frame.minX + 9, y: frame.midY - 7, width: 12, height: 12))
            var handle = PathValue()
            handle.move(to: Point(x: frame.minX + 19, y: frame.midY + 3))
            handle.addLine(to: Point(x: frame.minX + 23, y: frame.midY + 7))
            return [fill(rounded(frame, 10), RGBA(118, 118, 128, opacity: 0.12)),
                    stroke(glass, RGBA(142, 142, 147), width: 1.8), stroke(handle, RGBA(142, 142, 147), width: 2)]
        case .textField:
            guard roundedBorder else { return [] }
            return [fill(rounded(frame, 5), Chrome.knob), stroke(rounded(frame.insetBy(dx: 0.25, dy: 0.25), 5), Chrome.separator, width: 0.5)]
        case .linearProgress:
            let y = labels.first.map { $0.maxY + ControlMetrics.progressLabelGap } ?? frame.minY
            let h = ControlMetrics.progressBarHeight
            let bar = Rect(x: frame.minX, y: y, width: frame.width, height: h)
            let done = Rect(x: frame.minX, y: y, width: frame.width * min(1, max(0, value ?? 0)), height: h)
            return [fill(rounded(bar, h / 2), Chrome.offTrack), fill(rounded(done, h / 2), Chrome.accent)]
        case .circularProgress:
            // Eight spokes, as UIActivityIndicatorView draws its medium style.
            let size = ControlMetrics.spinnerSize
            let center = Point(x: frame.midX, y: frame.minY + size / 2)
            var spokes = PathValue()
            for i in 0..<8 {
                let angle = Double(i) * .pi / 4
                spokes.addEllipse(in: Rect(x: center.x + cos(angle) * 7 - 1.5, y: center.y + sin(angle) * 7 - 1.5, width: 3, height: 3))
            }
            return [fill(spokes, RGBA(142, 142, 147))]
        }
    }
}
