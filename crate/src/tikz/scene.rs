//! The scene of one step: what each node shows (its m, window, cut note),
//! the nodes placed by the tidy layout, and the layout of a figure or of a
//! series of overlays at one spacing.

#[allow(unused_imports)]
use super::*;

/// What the figures write about one node.
pub(super) struct NodeFigure {
    pub(super) shape: Shape,
    /// `max`, `min` or `leaf`, and `, pruned` or `, unvisited`.
    pub(super) style: String,
    /// The text inside: a leaf's value or a name.
    pub(super) text: String,
    /// m beside a reached inner node, with `\geq` / `\leq` for bounds.
    pub(super) m: Option<String>,
    /// The inherited window of a reached inner node, two lines.
    pub(super) window: Option<String>,
    /// The edge from the parent: its TikZ style.
    pub(super) edge: &'static str,
    /// Whether the node is on the search path.
    pub(super) on_path: bool,
}

/// A chance tree's values as fractions: the exact number behind each
/// finite value its trace recorded, found by the value's bits, so that m
/// prints `5/3` and not `1.6666666666666667`. Empty for other trees.
pub(super) struct Exacts(HashMap<u64, Exact>);

impl Exacts {
    /// The exact values of `trace`'s steps (one pass over the trace).
    pub(super) fn of(trace: &Trace) -> Exacts {
        let mut map = HashMap::new();
        if let Some(side) = trace.chance() {
            for v in &side.values {
                if let Some(e) = v.finite() {
                    map.entry(e.to_value().get().to_bits()).or_insert(e);
                }
            }
        }
        Exacts(map)
    }

    /// The exact number whose value is `v`, when the trace recorded one
    /// that is not a whole number.
    pub(super) fn get(&self, v: Value) -> Option<Exact> {
        self.0.get(&v.get().to_bits()).copied().filter(|e| e.denom() != 1)
    }
}

/// How the figure names and marks the nodes.
#[derive(Clone, Copy)]
pub(super) struct Marks<'a> {
    /// The names written in inner nodes instead of their labels (the
    /// sheets' A, B, C…).
    pub(super) names: Option<&'a [Option<String>]>,
    /// A blank exercise: the tree alone, drawn in black, h beside nodes.
    pub(super) blank: bool,
}

/// Node `id` at `k`, as the figures draw it.
pub(super) fn node_figure(
    tree: &Tree,
    trace: &Trace,
    id: NodeId,
    k: u32,
    opts: &TikzOptions,
    marks: Marks,
    exact: &Exacts,
) -> NodeFigure {
    let st = shown_state(trace, id, k);
    let (shape, name) = if tree.is_leaf(id) {
        (Shape::Leaf, "leaf")
    } else if tree.is_chance(id) {
        (Shape::Chance, "chance")
    } else if tree.player(id) == Player::Max {
        (Shape::Max, "max")
    } else {
        (Shape::Min, "min")
    };
    let extra = match st.status {
        _ if marks.blank => "",
        Status::Pruned => ", pruned",
        Status::Unvisited | Status::Beyond => ", unvisited",
        _ => "",
    };
    let label = marks
        .names
        .and_then(|n| n.get(id as usize).cloned().flatten())
        .or_else(|| tree.label(id).map(str::to_string));
    let text = match (tree.leaf_value(id), label) {
        (Some(v), _) => format!("${}$", tex_value_in(v, opts.lang)),
        (None, Some(l)) => tex_text(&l),
        (None, None) => String::new(),
    };
    let reached = !marks.blank && matches!(st.status, Status::Path | Status::Done | Status::Evaluated);
    let m = st.m.filter(|_| reached && !tree.is_leaf(id)).map(|m| {
        let prefix = match st.bound {
            Some(BoundKind::Lower) => "\\geq ",
            Some(BoundKind::Upper) => "\\leq ",
            _ => "",
        };
        let shown = exact
            .get(m)
            .map_or_else(|| tex_bound_in(m, opts.lang), |e| tex_exact(e, opts.lang));
        format!("${prefix}{shown}$")
    });
    let window = match (st.alpha, st.beta) {
        (Some(a), Some(b)) if opts.window && reached && !tree.is_leaf(id) => Some(format!(
            "$\\alpha = {}$\\\\$\\beta = {}$",
            tex_bound_in(a, opts.lang),
            tex_bound_in(b, opts.lang)
        )),
        _ => None,
    };
    let edge = match st.status {
        _ if marks.blank => "thick",
        Status::Pruned => "pruned",
        Status::Unvisited | Status::Beyond => "draw=gray!60",
        _ => "thick",
    };
    NodeFigure {
        shape,
        style: format!("{name}{extra}"),
        text,
        m,
        window,
        edge,
        on_path: st.status == Status::Path,
    }
}

/// The note written at a cut node: the test that fired and, on a second
/// line, the cut's name: `$4 \leq \alpha = 5$\\(shallow cut)`. `short`
/// leaves the name out (slides, whose narration names the cut).
pub(super) fn cut_note(tree: &Tree, trace: &Trace, c: &crate::trace::Cut, lang: Lang, short: bool) -> String {
    let player = tree.player(c.node);
    let op = trace.options().ties.op(player).tex();
    let letter = Which::tested_at(player).tex();
    let test = format!(
        "${} {op} {letter} = {}$",
        tex_bound_in(c.m, lang),
        tex_bound_in(c.bound, lang)
    );
    if short {
        test
    } else {
        format!("{test}\\\\({})", cut_kind_name(c.kind, lang))
    }
}

/// The preamble line a bare picture needs, in the figure's language.
pub(super) fn needs(lang: Lang, what: &str) -> String {
    match lang {
        Lang::En => format!("% Needs {what}.\n"),
        Lang::Fr => format!("% Nécessite {what}.\n"),
    }
}

/// Each node's box at units `ux` × `uy`, its shape sized to its text.
pub(super) fn node_boxes(
    layout: &crate::layout::Layout,
    figs: &[NodeFigure],
    fit: &Fit,
    (ux, uy): (f64, f64),
) -> Vec<NodeBox> {
    // The math minus's font reaches higher than a digit's: a figure with a
    // negative leaf gives every leaf 3 pt more above its text, so that the
    // leaves of a row keep one height.
    let minus = figs.iter().any(|f| f.shape == Shape::Leaf && f.text.starts_with("$-"));
    figs.iter()
        .enumerate()
        .map(|(id, f)| {
            let (cx, cy) = (layout.x[id] * ux, -layout.y[id] * uy);
            let (tw, _) = text_size(&f.text, fit.node_pt);
            let th = fit.node_pt;
            let (w, mut h) = shape_size(f.shape, tw, th, fit.node_pt);
            let mut rect = Rect::centred(cx, cy, w, h);
            if minus && f.shape == Shape::Leaf {
                h += 3.0;
                rect.y1 += 3.0;
            }
            let text_y = match f.shape {
                Shape::Leaf | Shape::Chance => cy,
                Shape::Max => rect.y0 + 0.1 * h + th / 2.0,
                Shape::Min => rect.y1 - 0.1 * h - th / 2.0,
            };
            NodeBox {
                rect,
                text_at: (cx, text_y),
                shape: f.shape,
                style: f.style.clone(),
                text: f.text.clone(),
                edge: f.edge,
            }
        })
        .collect()
}

/// Each edge, from the bottom of the parent's box to the top of the child's.
pub(super) fn edges_between(tree: &Tree, nodes: &[NodeBox]) -> Vec<Edge> {
    (1..tree.len() as NodeId)
        .filter_map(|id| {
            let p = tree.parent(id)?;
            let (pr, cr) = (nodes[p as usize].rect, nodes[id as usize].rect);
            Some(Edge {
                from: p,
                to: id,
                a: ((pr.x0 + pr.x1) / 2.0, pr.y0),
                b: ((cr.x0 + cr.x1) / 2.0, cr.y1),
            })
        })
        .collect()
}

/// The room a label may take: in a frame, the nodes' extent widened by the
/// frame's slack, half on each side, so that no label pushes the figure
/// out of the frame; everywhere otherwise.
pub(super) fn room_in_frame(nodes: &[NodeBox], fit: &Fit) -> Rect {
    let mut room = Rect {
        x0: f64::MIN,
        y0: f64::MIN,
        x1: f64::MAX,
        y1: f64::MAX,
    };
    let Some(first) = nodes.first() else { return room };
    let extent = nodes.iter().fold(first.rect, |r, n| r.union(&n.rect));
    if let Some(slack) = fit.width_pt.map(|w| w - (extent.x1 - extent.x0)).filter(|&s| s > 0.0) {
        room.x0 = extent.x0 - slack / 2.0;
        room.x1 = extent.x1 + slack / 2.0;
    }
    if let Some(slack) = fit.height_pt.map(|h| h - (extent.y1 - extent.y0)).filter(|&s| s > 0.0) {
        room.y0 = extent.y0 - slack / 2.0;
        room.y1 = extent.y1 + slack / 2.0;
    }
    room
}

/// The labels placed so far, and what places the next one: the grid of
/// what is drawn (checked only up to [`MAX_CHECKED`] nodes), the room a
/// label may take, and the labels' size.
pub(super) struct Labels {
    pub(super) grid: Grid,
    pub(super) checked: bool,
    /// How many labels found no free place.
    pub(super) crowded: usize,
    pub(super) placed: Vec<Placed>,
    pub(super) room: Rect,
    pub(super) pt: f64,
}

impl Labels {
    /// Keeps `rect` for a label and marks it taken.
    pub(super) fn keep(&mut self, part: Part, node: NodeId, rect: Rect, tex: String, style: &'static str) {
        if self.checked {
            self.grid.add_rect(rect);
        }
        self.placed.push(Placed {
            part,
            node,
            rect,
            tex,
            style,
        });
    }

    /// A cross on edge `e`, at the middle or the first free place near it.
    pub(super) fn cross(&mut self, e: &Edge) {
        let tex = "$\\times$".to_string();
        let (w, h) = text_size(&tex, self.pt);
        let at = |t: f64| Rect::centred(e.a.0 + (e.b.0 - e.a.0) * t, e.a.1 + (e.b.1 - e.a.1) * t, w, h);
        let free = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8]
            .into_iter()
            .map(at)
            .find(|r| !self.checked || !self.grid.hits(r, Some(e.to)));
        let rect = free.unwrap_or_else(|| {
            self.crowded += 1;
            at(0.5)
        });
        self.keep(Part::Cross, e.to, rect, tex, "cross");
    }

    /// A label beside edge `e` (a chance node's probability): on the outer
    /// side of the edge (left of an edge that goes left), a little below its
    /// middle, or the first free place along it, on either side.
    pub(super) fn beside(&mut self, e: &Edge, tex: String, style: &'static str) {
        let (w, h) = text_size(&tex, self.pt);
        // Clear of the slanted edge over the label's whole height.
        let slope = (e.b.0 - e.a.0).abs() / (e.a.1 - e.b.1).abs().max(1.0);
        let gap = 1.5 + slope * h / 2.0;
        let outer_left = e.b.0 < e.a.0 - 0.5;
        let at = |t: f64, left: bool| {
            let (x, y) = (e.a.0 + (e.b.0 - e.a.0) * t, e.a.1 + (e.b.1 - e.a.1) * t);
            let x0 = if left { x - gap - w } else { x + gap };
            Rect {
                x0,
                y0: y - h / 2.0,
                x1: x0 + w,
                y1: y + h / 2.0,
            }
        };
        let free = [0.6, 0.5, 0.7, 0.4, 0.8, 0.3]
            .into_iter()
            .flat_map(|t| [at(t, outer_left), at(t, !outer_left)])
            .find(|r| !self.checked || (self.inside(r) && !self.grid.hits(r, None)));
        let rect = free.unwrap_or_else(|| {
            self.crowded += 1;
            at(0.6, outer_left)
        });
        self.keep(Part::Prob, e.to, rect, tex, style);
    }

    /// A label around its node's box `around`: the first free slot of the
    /// nearest ring inside the room, else its first slot.
    pub(super) fn around(&mut self, req: &Request, tex: String, around: &Rect) {
        let (w, h) = text_size(&tex, self.pt);
        let free = if self.checked {
            RINGS.iter().find_map(|&d| {
                slots(req.part)
                    .iter()
                    .map(|&slot| slot_rect(slot, around, w, h, d))
                    .find(|r| self.inside(r) && !self.grid.hits(r, None))
            })
        } else {
            None
        };
        let rect = free.unwrap_or_else(|| {
            if self.checked {
                self.crowded += 1;
            }
            slot_rect(slots(req.part)[0], around, w, h, 0.0)
        });
        self.keep(req.part, req.node, rect, tex, req.style);
    }

    pub(super) fn inside(&self, r: &Rect) -> bool {
        let room = &self.room;
        r.x0 >= room.x0 && r.x1 <= room.x1 && r.y0 >= room.y0 && r.y1 <= room.y1
    }
}

/// One step of a figure, ready to lay out: the node figures, the labels
/// and the crossed edges.
pub(super) struct Scene {
    pub(super) figs: Vec<NodeFigure>,
    pub(super) requests: Vec<Request>,
    pub(super) crosses: Vec<NodeId>,
}

/// What the figure of `trace` at `k` draws.
pub(super) fn scene(tree: &Tree, trace: &Trace, k: u32, opts: &TikzOptions, marks: Marks, fit: &Fit) -> Scene {
    let exact = Exacts::of(trace);
    let figs: Vec<NodeFigure> = (0..tree.len() as NodeId)
        .map(|id| node_figure(tree, trace, id, k, opts, marks, &exact))
        .collect();
    let mut requests = Vec::new();
    let mut crosses = Vec::new();
    for (id, f) in figs.iter().enumerate() {
        let id = id as NodeId;
        if let Some(w) = &f.window {
            if !fit.window_on_path_only || f.on_path {
                requests.push(Request {
                    part: Part::Window,
                    node: id,
                    tex: w.clone(),
                    short: None,
                    style: "window",
                });
            }
        }
        if let Some(m) = &f.m {
            requests.push(Request {
                part: Part::M,
                node: id,
                tex: m.clone(),
                short: None,
                style: "note",
            });
        }
        if let Some(p) = tree.probability(id) {
            requests.push(Request {
                part: Part::Prob,
                node: id,
                tex: format!("${}$", tex_exact(p, opts.lang)),
                short: None,
                style: "prob",
            });
        }
        if marks.blank {
            if let Some(h) = tree.h(id) {
                requests.push(Request {
                    part: Part::H,
                    node: id,
                    tex: format!("$h = {}$", tex_value_in(h, opts.lang)),
                    short: None,
                    style: "note",
                });
            }
        }
    }
    if !marks.blank {
        for c in trace.cuts_until(k) {
            requests.push(Request {
                part: Part::Cut,
                node: c.node,
                tex: cut_note(tree, trace, c, opts.lang, false),
                short: Some(cut_note(tree, trace, c, opts.lang, true)),
                style: "cut",
            });
            crosses.extend(pruned_children(tree, trace, c));
        }
    }
    Scene {
        figs,
        requests,
        crosses,
    }
}

/// The units a figure starts from, and the least they may shrink to.
pub(super) struct Units {
    pub(super) ux: f64,
    pub(super) uy: f64,
    /// The least horizontal unit: neighbours' shapes do not touch.
    pub(super) ux_min: f64,
    /// The tallest node shape.
    pub(super) maxh: f64,
}

/// The first units of the figures of `first`'s tree: wide enough that no
/// two neighbours at one depth touch, tall enough for the notes between
/// levels, and spread over the frame when there is one.
pub(super) fn start_units(layout: &crate::layout::Layout, first: &Scene, fit: &Fit) -> Units {
    // Neighbours at one depth bound the spacing from below: their shapes
    // must not touch, however many units apart the layout puts them.
    let (mut maxw, mut maxh) = (0.0f64, 0.0f64);
    let mut ux_min = 0.0f64;
    let mut last_at: Vec<Option<(f64, f64)>> = vec![None; layout.height as usize + 2];
    for (id, f) in first.figs.iter().enumerate() {
        let (tw, _) = text_size(&f.text, fit.node_pt);
        let (w, h) = shape_size(f.shape, tw, fit.node_pt, fit.node_pt);
        maxw = maxw.max(w);
        maxh = maxh.max(h);
        let d = (layout.y[id] as usize).min(last_at.len() - 1);
        if let Some((x, half)) = last_at[d] {
            let units = layout.x[id] - x;
            if units > 0.0 {
                ux_min = ux_min.max((half + w / 2.0 + 2.5) / units);
            }
        }
        last_at[d] = Some((layout.x[id], w / 2.0));
    }
    let note_line = 1.2 * fit.note_pt + 2.0 * INNER_SEP;
    let mut ux = ux_min.max(maxw / 2.0);
    let mut uy = maxh + 2.0 * note_line + 8.0;
    if let (Some(w), true) = (fit.width_pt, layout.width > 0.0) {
        ux = ux.max((0.85 * w / layout.width).min(4.0 * maxw));
    }
    if let (Some(h), true) = (fit.height_pt, layout.height > 0.0) {
        uy = uy.max(((h - maxh - 2.0 * note_line) / layout.height).min(5.0 * maxh));
    }
    Units { ux, uy, ux_min, maxh }
}

/// How far the widest and the tallest of `figures` spill out of the
/// frame (0 when they fit, or without a frame).
pub(super) fn overflow(figures: &[Figure], fit: &Fit) -> (f64, f64) {
    let (mut over_w, mut over_h) = (0.0f64, 0.0f64);
    for f in figures {
        let b = f.bounds();
        if let Some(w) = fit.width_pt {
            over_w = over_w.max(b.x1 - b.x0 - w);
        }
        if let Some(h) = fit.height_pt {
            over_h = over_h.max(b.y1 - b.y0 - h);
        }
    }
    (over_w, over_h)
}

/// Lays out every scene with one spacing, the same for all (the overlays of
/// a slide keep the tree still): the smallest spacing that places every
/// label clear of the rest, grown until it does, and within the fit's room
/// when it has one.
pub(super) fn lay_out(tree: &Tree, scenes: &[Scene], fit: &Fit) -> Vec<Figure> {
    let layout = tidy(tree);
    let Some(first) = scenes.first() else { return Vec::new() };
    let Units {
        mut ux,
        mut uy,
        ux_min,
        maxh,
    } = start_units(&layout, first, fit);
    if tree.len() > MAX_CHECKED {
        return scenes
            .iter()
            .map(|s| place(tree, &layout, s, fit, (ux, uy), false))
            .collect();
    }
    let has_room = fit.width_pt.is_some() || fit.height_pt.is_some();
    let mut best: Option<(usize, f64, Vec<Figure>)> = None;
    let mut short = false;
    for _ in 0..24 {
        let figures: Vec<Figure> = scenes
            .iter()
            .map(|s| place(tree, &layout, s, fit, (ux, uy), short))
            .collect();
        let crowded: usize = figures.iter().map(|f| f.crowded).sum();
        let (over_w, over_h) = overflow(&figures, fit);
        let spill = over_w.max(0.0) + over_h.max(0.0);
        if crowded == 0 && spill <= 0.0 {
            return figures;
        }
        if best.as_ref().is_none_or(|(c, s, _)| (crowded, spill) < (*c, *s)) {
            best = Some((crowded, spill, figures));
        }
        // In a frame, the notes give up the cut's name first (the
        // narration under the slide says it).
        if has_room && !short {
            short = true;
            continue;
        }
        if crowded > 0 {
            // Taller while the room allows, then wider.
            let tall_room = fit.height_pt.is_some_and(|h| over_h < -0.08 * h);
            // (Steeper edges leave room for the crosses on them and the
            // labels between them.)
            if tall_room {
                uy *= 1.1;
            } else {
                ux *= 1.05;
                uy *= 1.08;
            }
        } else {
            // Clear, but too big: tighten where it spills.
            if over_w > 0.0 && layout.width > 0.0 {
                ux = (ux - over_w / layout.width - 0.5).max(ux_min);
            }
            if over_h > 0.0 && layout.height > 0.0 {
                uy = (uy - over_h / layout.height - 0.5).max(maxh + 1.0);
            }
        }
    }
    best.map(|(_, _, f)| f).unwrap_or_default()
}
