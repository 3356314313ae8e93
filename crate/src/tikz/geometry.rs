//! The figure's geometry: the size a figure prints at ([`Fit`]), rectangles,
//! the node boxes, edges and placed labels of a laid-out [`Figure`].

#[allow(unused_imports)]
use super::*;

/// The sizes a figure is laid out for, in TeX points (1/72.27 inch). The
/// figure is drawn at this size: nothing scales it afterwards, so the text
/// prints at exactly `node_pt` and `note_pt`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fit {
    /// The size of the text in the nodes: leaf values and names.
    pub node_pt: f64,
    /// The size of the notes: m, the window, the cut tests, h.
    pub note_pt: f64,
    /// The widest the figure may be, labels included; `None`: as wide as
    /// it needs.
    pub width_pt: Option<f64>,
    /// The tallest, labels included; `None`: as tall as it needs.
    pub height_pt: Option<f64>,
    /// Whether the inherited window is written on the nodes of the search
    /// path only (slides, where the narration says the rest) rather than on
    /// every reached node.
    pub window_on_path_only: bool,
}

/// The width of a Beamer frame's text with the 3 mm side margins
/// [`beamer`] sets: 128 mm less 6 mm, in points.
pub const BEAMER_WIDTH_PT: f64 = 122.0 * 72.27 / 25.4;

/// The height of a Beamer frame, 96 mm, in points.
pub const BEAMER_FRAME_HEIGHT_PT: f64 = 96.0 * 72.27 / 25.4;

impl Fit {
    /// A figure for paper at its natural size: 10 pt in the nodes, 8 pt
    /// notes, as wide and tall as the tree needs.
    pub const PAPER: Fit = Fit {
        node_pt: 10.0,
        note_pt: 8.0,
        width_pt: None,
        height_pt: None,
        window_on_path_only: false,
    };

    /// A Beamer frame (128 mm × 96 mm): 9 pt in the nodes and 8 pt notes,
    /// the figure in the room between the frame's title and the narration.
    pub const BEAMER: Fit = Fit {
        node_pt: 9.0,
        note_pt: 8.0,
        width_pt: Some(BEAMER_WIDTH_PT),
        height_pt: Some(192.0),
        window_on_path_only: true,
    };
}

/// What a box of a figure holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// A node's shape (its text inside).
    Node,
    /// m beside a reached inner node.
    M,
    /// The inherited α and β, two lines.
    Window,
    /// The test that fired at a cut node and the cut's name.
    Cut,
    /// The × on a pruned edge.
    Cross,
    /// h beside a node of a blank exercise.
    H,
    /// The probability of a chance node's child, above the child, beside
    /// the edge that leads to it.
    Prob,
}

impl Part {
    /// The word a box comment writes.
    pub fn name(self) -> &'static str {
        match self {
            Part::Node => "node",
            Part::M => "m",
            Part::Window => "window",
            Part::Cut => "cut",
            Part::Cross => "cross",
            Part::H => "h",
            Part::Prob => "prob",
        }
    }
}

/// An axis-aligned box in points, y up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Left.
    pub x0: f64,
    /// Bottom.
    pub y0: f64,
    /// Right.
    pub x1: f64,
    /// Top.
    pub y1: f64,
}

impl Rect {
    /// The box of size `w` × `h` centred on (`cx`, `cy`).
    pub fn centred(cx: f64, cy: f64, w: f64, h: f64) -> Rect {
        Rect {
            x0: cx - w / 2.0,
            y0: cy - h / 2.0,
            x1: cx + w / 2.0,
            y1: cy + h / 2.0,
        }
    }

    /// Whether the two boxes share more than a border.
    pub fn overlaps(&self, o: &Rect) -> bool {
        self.x0 < o.x1 && o.x0 < self.x1 && self.y0 < o.y1 && o.y0 < self.y1
    }

    /// Whether the segment from `a` to `b` passes through the box's inside
    /// (Liang–Barsky clipping; touching a border does not count).
    pub fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut t0, mut t1) = (0.0f64, 1.0f64);
        for (p, q) in [
            (-dx, a.0 - self.x0),
            (dx, self.x1 - a.0),
            (-dy, a.1 - self.y0),
            (dy, self.y1 - a.1),
        ] {
            if p == 0.0 {
                if q <= 0.0 {
                    return false;
                }
            } else {
                let t = q / p;
                if p < 0.0 {
                    t0 = t0.max(t);
                } else {
                    t1 = t1.min(t);
                }
                if t0 >= t1 {
                    return false;
                }
            }
        }
        t1 - t0 > 1e-9
    }

    pub(super) fn union(&self, o: &Rect) -> Rect {
        Rect {
            x0: self.x0.min(o.x0),
            y0: self.y0.min(o.y0),
            x1: self.x1.max(o.x1),
            y1: self.y1.max(o.y1),
        }
    }

    pub(super) fn centre(&self) -> (f64, f64) {
        ((self.x0 + self.x1) / 2.0, (self.y0 + self.y1) / 2.0)
    }
}

/// A label the exporter placed: what it is, whose it is, where, and its
/// TeX.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// What it holds.
    pub part: Part,
    /// The node it belongs to (a cross: the child whose edge it crosses).
    pub node: NodeId,
    /// Its box, inner sep included, as estimated from the text (wider and
    /// taller than TeX sets it).
    pub rect: Rect,
    /// Its TeX.
    pub tex: String,
    /// Its TikZ style.
    pub style: &'static str,
}

/// An edge as drawn: from the parent's bottom to the child's top.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Edge {
    /// The parent.
    pub from: NodeId,
    /// The child.
    pub to: NodeId,
    /// The parent's end.
    pub a: (f64, f64),
    /// The child's end.
    pub b: (f64, f64),
}

/// The shape of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// ▲.
    Max,
    /// ▼.
    Min,
    /// A square.
    Leaf,
    /// A circle: a chance node.
    Chance,
}

/// One node as laid out.
#[derive(Clone, Debug, PartialEq)]
pub struct NodeBox {
    /// The shape's bounding box.
    pub rect: Rect,
    /// Where the text's centre is.
    pub text_at: (f64, f64),
    pub(super) shape: Shape,
    pub(super) style: String,
    pub(super) text: String,
    pub(super) edge: &'static str,
}

/// A figure laid out: every node, edge and label with its box, in points
/// (y up), and the font sizes it is drawn at. [`tikz`], [`forest`] and
/// [`beamer`] write exactly these boxes; [`Figure::boxes_comment`] writes
/// them for a check outside Rust.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    /// The nodes, by id.
    pub nodes: Vec<NodeBox>,
    /// The edges, one per non-root node.
    pub edges: Vec<Edge>,
    /// The labels.
    pub labels: Vec<Placed>,
    /// The text size in the nodes, in points.
    pub node_pt: f64,
    /// The text size of the notes, in points.
    pub note_pt: f64,
    /// How many labels found no place clear of the others, the edges and
    /// the nodes (0 for a figure that was checked and is clear).
    pub crowded: usize,
    /// Whether the placement was checked (trees above [`MAX_CHECKED`]
    /// nodes get the first place of every label, unchecked, so a huge tree
    /// costs linear time).
    pub checked: bool,
}

/// The largest tree whose labels are placed with collision checks.
pub const MAX_CHECKED: usize = 3000;

impl Figure {
    /// The box around everything drawn.
    pub fn bounds(&self) -> Rect {
        let mut r = self.nodes.first().map_or(
            Rect {
                x0: 0.0,
                y0: 0.0,
                x1: 0.0,
                y1: 0.0,
            },
            |n| n.rect,
        );
        for n in &self.nodes {
            r = r.union(&n.rect);
        }
        for l in &self.labels {
            r = r.union(&l.rect);
        }
        r
    }

    /// The height of the tree's nodes alone, from the root's top to the
    /// lowest leaf's bottom.
    pub fn tree_height(&self) -> f64 {
        let top = self.nodes.iter().map(|n| n.rect.y1).fold(f64::MIN, f64::max);
        let bottom = self.nodes.iter().map(|n| n.rect.y0).fold(f64::MAX, f64::min);
        (top - bottom).max(0.0)
    }

    /// Every box as a TeX comment, one a line: first
    /// `% bounds X0 Y0 X1 Y1`, the picture's bounding box, then
    /// `% box PART NODE X0 Y0 X1 Y1` (points, y up, the picture's origin),
    /// then `% edge FROM TO AX AY BX BY`. A check outside Rust (the LaTeX
    /// stage) reads them back.
    pub fn boxes_comment(&self) -> String {
        let mut s = String::new();
        let b = self.bounds();
        let _ = writeln!(s, "% bounds {:.2} {:.2} {:.2} {:.2}", b.x0, b.y0, b.x1, b.y1);
        for (id, n) in self.nodes.iter().enumerate() {
            let r = n.rect;
            let _ = writeln!(s, "% box node {id} {:.2} {:.2} {:.2} {:.2}", r.x0, r.y0, r.x1, r.y1);
        }
        for l in &self.labels {
            let r = l.rect;
            let _ = writeln!(
                s,
                "% box {} {} {:.2} {:.2} {:.2} {:.2}",
                l.part.name(),
                l.node,
                r.x0,
                r.y0,
                r.x1,
                r.y1
            );
        }
        for e in &self.edges {
            let _ = writeln!(
                s,
                "% edge {} {} {:.2} {:.2} {:.2} {:.2}",
                e.from, e.to, e.a.0, e.a.1, e.b.0, e.b.1
            );
        }
        s
    }
}
