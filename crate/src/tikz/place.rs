//! Label placement: each label takes the first of its slots around its
//! node that meets no node, no edge and no label placed before it, found
//! through a grid so that a check costs only the boxes nearby.

#[allow(unused_imports)]
use super::*;

/// A label to place.
pub(super) struct Request {
    pub(super) part: Part,
    pub(super) node: NodeId,
    pub(super) tex: String,
    /// A shorter text, tried when the figure is crowded.
    pub(super) short: Option<String>,
    pub(super) style: &'static str,
}

/// Where a label may go around its node, in order of preference.
#[derive(Clone, Copy)]
pub(super) enum Slot {
    Right,
    RightUp,
    RightDown,
    Left,
    LeftUp,
    LeftDown,
    Above,
    AboveLeft,
    AboveRight,
    Below,
    BelowLeft,
    BelowRight,
}

/// The slots of each kind of label, best first.
pub(super) fn slots(part: Part) -> &'static [Slot] {
    use Slot::*;
    match part {
        Part::Window => &[
            AboveLeft, LeftUp, AboveRight, RightUp, Above, Left, Right, LeftDown, RightDown, BelowLeft, BelowRight,
            Below,
        ],
        Part::M | Part::H => &[
            Right, RightDown, RightUp, Left, LeftDown, LeftUp, BelowRight, BelowLeft, AboveRight, AboveLeft, Below,
            Above,
        ],
        Part::Prob => &[
            AboveLeft, AboveRight, LeftUp, RightUp, Left, Right, LeftDown, RightDown, Above, BelowLeft, BelowRight,
            Below,
        ],
        Part::Cut | Part::Cross | Part::Node => &[
            Below, BelowRight, BelowLeft, RightDown, LeftDown, Right, Left, RightUp, LeftUp, AboveRight, AboveLeft,
            Above,
        ],
    }
}

/// The box of a `w` × `h` label in `slot` around the node box `n`, `d`
/// points further out than the nearest.
pub(super) fn slot_rect(slot: Slot, n: &Rect, w: f64, h: f64, d: f64) -> Rect {
    let g = 1.5;
    let (cx, cy) = n.centre();
    let (x0, y0) = match slot {
        Slot::Right => (n.x1 + g + d, cy - h / 2.0),
        Slot::RightUp => (n.x1 + g + d, cy),
        Slot::RightDown => (n.x1 + g + d, cy - h),
        Slot::Left => (n.x0 - g - d - w, cy - h / 2.0),
        Slot::LeftUp => (n.x0 - g - d - w, cy),
        Slot::LeftDown => (n.x0 - g - d - w, cy - h),
        Slot::Above => (cx - w / 2.0, n.y1 + g + d),
        Slot::AboveLeft => (cx - g - w - d / 2.0, n.y1 + g + d),
        Slot::AboveRight => (cx + g + d / 2.0, n.y1 + g + d),
        Slot::Below => (cx - w / 2.0, n.y0 - g - d - h),
        Slot::BelowLeft => (cx - g - w - d / 2.0, n.y0 - g - d - h),
        Slot::BelowRight => (cx + g + d / 2.0, n.y0 - g - d - h),
    };
    Rect {
        x0,
        y0,
        x1: x0 + w,
        y1: y0 + h,
    }
}

/// How much further out each ring of slots is, in points.
pub(super) const RINGS: [f64; 12] = [0.0, 3.0, 7.0, 12.0, 18.0, 25.0, 33.0, 42.0, 52.0, 64.0, 78.0, 95.0];

/// What a label must stay clear of, in cells of a uniform grid, so a check
/// costs the boxes near it.
pub(super) struct Grid {
    pub(super) cell: f64,
    pub(super) cells: HashMap<(i64, i64), Vec<u32>>,
    pub(super) rects: Vec<Rect>,
    /// Segments, with the child whose edge each is.
    pub(super) segs: Vec<(Point, Point, NodeId)>,
}

/// A point (x, y) in points, y up.
type Point = (f64, f64);

/// Grid entries at or above this index are segments.
pub(super) const SEG: u32 = 1 << 31;

impl Grid {
    pub(super) fn new(cell: f64) -> Grid {
        Grid {
            cell,
            cells: HashMap::new(),
            rects: Vec::new(),
            segs: Vec::new(),
        }
    }

    pub(super) fn span(&self, r: &Rect) -> (i64, i64, i64, i64) {
        let c = self.cell;
        (
            (r.x0 / c).floor() as i64,
            (r.y0 / c).floor() as i64,
            (r.x1 / c).floor() as i64,
            (r.y1 / c).floor() as i64,
        )
    }

    pub(super) fn add(&mut self, r: &Rect, entry: u32) {
        let (i0, j0, i1, j1) = self.span(r);
        for i in i0..=i1 {
            for j in j0..=j1 {
                self.cells.entry((i, j)).or_default().push(entry);
            }
        }
    }

    pub(super) fn add_rect(&mut self, r: Rect) {
        let entry = self.rects.len() as u32;
        self.rects.push(r);
        self.add(&r, entry);
    }

    pub(super) fn add_seg(&mut self, a: (f64, f64), b: (f64, f64), child: NodeId) {
        let entry = SEG | self.segs.len() as u32;
        self.segs.push((a, b, child));
        // In pieces no longer than a cell, so a long edge marks the cells
        // it passes through, not its whole bounding box.
        let len = ((b.0 - a.0).powi(2) + (b.1 - a.1).powi(2)).sqrt();
        let pieces = (len / self.cell).ceil().max(1.0) as usize;
        for p in 0..pieces {
            let (t0, t1) = (p as f64 / pieces as f64, (p + 1) as f64 / pieces as f64);
            let (x0, y0) = (a.0 + (b.0 - a.0) * t0, a.1 + (b.1 - a.1) * t0);
            let (x1, y1) = (a.0 + (b.0 - a.0) * t1, a.1 + (b.1 - a.1) * t1);
            let r = Rect {
                x0: x0.min(x1),
                y0: y0.min(y1),
                x1: x0.max(x1),
                y1: y0.max(y1),
            };
            self.add(&r, entry);
        }
    }

    /// Whether `r` meets a box or an edge (other than the edge into
    /// `skip`, which a cross sits on).
    pub(super) fn hits(&self, r: &Rect, skip: Option<NodeId>) -> bool {
        let (i0, j0, i1, j1) = self.span(r);
        for i in i0..=i1 {
            for j in j0..=j1 {
                let Some(list) = self.cells.get(&(i, j)) else { continue };
                for &e in list {
                    if e & SEG != 0 {
                        let (a, b, child) = self.segs[(e & !SEG) as usize];
                        if Some(child) != skip && r.crossed_by(a, b) {
                            return true;
                        }
                    } else if self.rects[e as usize].overlaps(r) {
                        return true;
                    }
                }
            }
        }
        false
    }
}

/// Lays out the nodes of `scene` at units `ux` × `uy` and places its
/// labels (with their short texts when `short`).
pub(super) fn place(
    tree: &Tree,
    layout: &crate::layout::Layout,
    scene: &Scene,
    fit: &Fit,
    (ux, uy): (f64, f64),
    short: bool,
) -> Figure {
    let checked = tree.len() <= MAX_CHECKED;
    let nodes = node_boxes(layout, &scene.figs, fit, (ux, uy));
    let edges = edges_between(tree, &nodes);
    let mut grid = Grid::new((3.0 * fit.note_pt).max(ux.min(uy)));
    if checked {
        for nb in &nodes {
            grid.add_rect(nb.rect);
        }
        for e in &edges {
            grid.add_seg(e.a, e.b, e.to);
        }
    }
    let mut labels = Labels {
        grid,
        checked,
        crowded: 0,
        placed: Vec::new(),
        room: room_in_frame(&nodes, fit),
        pt: fit.note_pt,
    };
    // The crosses first: each sits on its edge, at the middle if it can.
    for &child in &scene.crosses {
        if let Some(e) = edges.iter().find(|e| e.to == child) {
            labels.cross(e);
        }
    }
    for req in &scene.requests {
        let tex = match (&req.short, short) {
            (Some(s), true) => s.clone(),
            _ => req.tex.clone(),
        };
        // A probability labels the edge into its node; every node but the
        // root has one, the edge into `id` at `id - 1`.
        let edge = (req.part == Part::Prob)
            .then(|| edges.get(req.node as usize - 1))
            .flatten()
            .filter(|e| e.to == req.node);
        match edge {
            Some(e) => labels.beside(e, tex, req.style),
            None => labels.around(req, tex, &nodes[req.node as usize].rect),
        }
    }
    Figure {
        nodes,
        edges,
        labels: labels.placed,
        node_pt: fit.node_pt,
        note_pt: fit.note_pt,
        crowded: labels.crowded,
        checked,
    }
}
