//! Figures and slides for course notes: a search at any step as a TikZ
//! picture, as a `forest` tree, or as a Beamer frame with one overlay per
//! chosen step.
//!
//! The pictures need only TikZ (and the `forest` package for [`forest`]),
//! so they compile with any TeX distribution (Debian: `texlive-latex-base`,
//! `texlive-pictures`, and `texlive-latex-recommended` for Beamer). MAX
//! nodes are ▲, MIN nodes ▼, leaves squares; m is written beside each
//! reached inner node (`≥ 6` / `≤ 4` for bounds, as `$\geq 6$`); the
//! inherited α and β (inner nodes only, to keep leaves readable) are the
//! window the parent handed down, as on the page (`view::shown_state`): a
//! node's own moving bound is its m, which its next child inherits. Pruned
//! subtrees are dashed and grey with the cut edge crossed, and the cut node
//! carries the test that fired and the cut's name in the figure's language.
//!
//! # Laid out with the sizes known
//!
//! Every figure is laid out here, at the size it prints ([`Fit`]): each
//! text's box is estimated from its characters at its font size (on the
//! wide side of Computer Modern's widths), the nodes are placed by the tidy
//! layout at a spacing chosen for them, and each label (m, the window, the
//! cut's note, the ×) takes the first of its places around its node that
//! meets no node, no edge and no label placed before it ([`Figure`], with a
//! grid so a check costs the boxes nearby). When none is free the spacing
//! grows and the layout starts again. A slide ([`beamer`]) is laid out for
//! the frame, never scaled: its text prints at 8 pt and more. The same
//! boxes are written by [`tikz`] and, positions forced in its `before
//! drawing tree` stage, by [`forest`]; [`Figure::boxes_comment`] writes them
//! for a check outside Rust (`alphabeta tikz --boxes`, the LaTeX stage of
//! `cargo xtask test`, which compares them with where TeX put the words).
//!
//! User text (labels) is restricted by the notation to letters, digits,
//! `_` and `'`, and is escaped for TeX anyway; sentences (the narration
//! under each overlay) go through [`tex_sentence`], which writes the
//! symbols the engine uses (α, β, ∞, −, ≥, ≤, →) as TeX math.
//!
//! # The files
//!
//! One job per file: `tex` writes values and sentences for TeX,
//! `measure` estimates text sizes, `geometry` holds the figure's
//! rectangles and boxes, `place` finds each label's place, `scene`
//! decides what each node shows and lays a figure (or a series of
//! overlays) out, and each emitter has its file: `emit` (TikZ), `forest`,
//! `beamer`. They share one namespace: this module brings in each file's
//! items (re-exporting the public ones), and each file `use super::*`, so a
//! helper moves between files without a change of paths.
//!
//! # Example
//!
//! ```
//! use alphabeta::{lang::Lang, notation::parse, search::{search, Options}};
//! use alphabeta::tikz::{beamer, cut_steps, forest, tikz, TikzOptions};
//! let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
//! let tr = search(&t, &Options::default()).unwrap();
//! let opts = TikzOptions { standalone: true, window: true, lang: Lang::Fr, width_pt: None };
//! let tex = tikz(&t, &tr, tr.len(), &opts);
//! assert!(tex.starts_with("\\documentclass"));
//! assert!(tex.contains("coupure superficielle"));
//! assert!(forest(&t, &tr, tr.len(), &opts).contains("\\begin{forest}"));
//! let slides = beamer(&t, &tr, &cut_steps(&tr), "classic", Lang::Fr);
//! assert!(slides.contains("\\only<3>"));
//! ```

use crate::exact::Exact;
use crate::lang::{Lang, Text};
use crate::layout::tidy;
use crate::narrate::narrate;
use crate::phrases::cut_kind_name;
use crate::trace::{BoundKind, Status, Trace};
use crate::tree::{NodeId, Player, Tree};
use crate::value::Value;
use crate::view::{pruned_children, shown_state, Which};
use std::collections::HashMap;
use std::fmt::Write;

mod beamer;
mod emit;
mod forest;
mod geometry;
mod measure;
mod place;
mod scene;
#[cfg(test)]
mod tests;
mod tex;

pub use beamer::*;
pub use emit::*;
pub use forest::*;
pub use geometry::*;
use measure::*;
use place::*;
use scene::*;
pub use tex::*;

/// What to include.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TikzOptions {
    /// A whole `standalone` document instead of a bare picture.
    pub standalone: bool,
    /// Write the inherited α and β above each reached node.
    pub window: bool,
    /// The language of the words in the figure (the names of the cuts, the
    /// comment on what the picture needs).
    pub lang: Lang,
    /// The widest a figure for paper may be, labels included, in TeX points
    /// (a default `article`'s text is 345 pt wide); `None`: as wide as the
    /// tree needs. The figure is laid out for it, never scaled: its nodes'
    /// text at 10 pt, or 9 or 8 pt when 10 does not fit (`alphabeta tikz
    /// --width`). Slides have their frame's width.
    pub width_pt: Option<u32>,
}
