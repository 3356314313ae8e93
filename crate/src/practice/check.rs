//! Checking an answer against the trace: reading it, comparing each asked
//! field, the mistakes in step order with their sentences, the hints, and
//! the summary.

#[allow(unused_imports)]
use super::*;

/// An answer that does not fit the tree: a node id out of range, or a value
/// that does not read. The page checks values as they are typed, so this is
/// a caller's mistake, reported with the node.
#[derive(Clone, Debug, PartialEq)]
pub struct AnswerError {
    /// The node at fault.
    pub node: NodeId,
    /// What is wrong, in every language.
    pub message: Text,
}

impl Localised for AnswerError {
    fn kind(&self) -> Kind {
        Kind::Input
    }
    fn message(&self, lang: Lang) -> String {
        self.message.get(lang).to_string()
    }
    fn node(&self) -> Option<u32> {
        Some(self.node)
    }
}

/// Compares one field: `None` when right, else `Some` of what was written
/// back the engine's way (`None` inside when the field is empty). On a
/// chance tree the comparison is exact: `5/3` is right where 1.6667 is not.
pub(super) fn compare(
    written: Option<&String>,
    right: &Right,
    node: NodeId,
    exact_only: bool,
) -> Result<Option<Option<String>>, AnswerError> {
    let Some(text) = written.filter(|t| !t.trim().is_empty()) else {
        return Ok(Some(None));
    };
    let unread = |r: Refused| AnswerError {
        node,
        // The refusal's own sentence: one wording, long texts cut short.
        message: Text::new(r.message(Lang::En), r.message(Lang::Fr)),
    };
    let (ok, shown) = match right.exact {
        Some(x) => {
            let (kind, given) = parse_exact(text).map_err(unread)?;
            (kind == right.kind && given == x, show_exact(kind, given))
        }
        None => {
            let given = parse_given(text).map_err(unread)?;
            (
                given.kind == right.kind && given.value == right.value,
                show_given(given),
            )
        }
    };
    let ok = ok && !(exact_only && right.kind != BoundKind::Exact);
    Ok((!ok).then_some(Some(shown)))
}

/// Checks an answer against the search.
///
/// # Errors
///
/// [`AnswerError`] for a node id out of range or a value that does not read.
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, search::{search, Options}};
/// use alphabeta::practice::{check, perfect_answer, Detail, Verdict};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let tr = search(&t, &Options::default()).unwrap();
/// let mut answer = perfect_answer(&t, &tr, Detail::Values);
/// assert!(check(&t, &tr, &answer).unwrap().mistakes.is_empty());
/// answer.pruned.clear();
/// let checked = check(&t, &tr, &answer).unwrap();
/// assert_eq!(checked.nodes[7].verdict, Verdict::Missed);
/// ```
pub fn check(tree: &Tree, trace: &Trace, answer: &Answer) -> Result<Checked, AnswerError> {
    let mut checked = verdicts(tree, trace, answer)?;
    let mut shared = explain::Shared::default();
    for m in &mut checked.mistakes {
        let text = explain::mistake(tree, trace, m, &mut shared);
        (m.explain_en, m.explain_fr) = (text.en, text.fr);
    }
    Ok(checked)
}

/// A hint about the first mistake of `answer` in the order of the search
/// (the first of [`check`]'s mistakes), at `level` (clamped to
/// `1..=HINT_LEVELS`): level 1 names the node and what is asked there, level
/// 2 the test that decides it, level 3 gives the answer and the reason (the
/// mistake's explanation). `None` when the answer has no mistake (an empty
/// field is a mistake).
///
/// # Errors
///
/// As [`check`].
///
/// # Example
///
/// ```
/// use alphabeta::{notation::parse, search::{search, Options}};
/// use alphabeta::practice::{hint, perfect_answer, Detail};
/// let t = parse("[[3,12,8],[2,4,6],[14,5,2]]").unwrap();
/// let tr = search(&t, &Options::default()).unwrap();
/// let mut answer = perfect_answer(&t, &tr, Detail::Values);
/// assert!(hint(&t, &tr, &answer, 1).unwrap().is_none());
/// answer.pruned.clear();
/// let h = hint(&t, &tr, &answer, 1).unwrap().unwrap();
/// assert_eq!((h.name.as_str(), h.en.as_str()), ("R.2.2", "Look at R.2 (MIN): is R.2.2 reached?"));
/// ```
pub fn hint(tree: &Tree, trace: &Trace, answer: &Answer, level: u8) -> Result<Option<Hint>, AnswerError> {
    let checked = verdicts(tree, trace, answer)?;
    let Some(first) = checked.mistakes.first() else {
        return Ok(None);
    };
    let level = level.clamp(1, HINT_LEVELS);
    let text = explain::hint(tree, trace, first, level);
    Ok(Some(Hint {
        node: first.node,
        name: first.name.clone(),
        level,
        levels: HINT_LEVELS,
        en: text.en,
        fr: text.fr,
        step: first.step,
    }))
}

/// [`check`] without the explanations (left empty): the verdicts, the
/// mistakes with their fields, the summary.
pub(super) fn verdicts(tree: &Tree, trace: &Trace, answer: &Answer) -> Result<Checked, AnswerError> {
    let (marked, written) = read_answer(tree, answer)?;
    let asks_window = answer.detail.asks_window(trace.options().algorithm);
    let mut nodes = Vec::with_capacity(tree.len());
    // By node, the wrong or empty fields of a `wrong` node (empty vectors
    // cost no allocation).
    let mut fields: Vec<Vec<FieldMistake>> = vec![Vec::new(); tree.len()];
    for id in 0..tree.len() as NodeId {
        let i = id as usize;
        let mut v = NodeVerdict {
            node: id,
            verdict: Verdict::Correct,
            wrong: Vec::new(),
            empty: Vec::new(),
            step: None,
        };
        let span = trace.visit_span(id);
        if let Some(c) = trace.pruned_by(id) {
            if !marked[i] {
                v.verdict = Verdict::Missed;
                v.step = Some(c.pos);
            }
        } else if marked[i] {
            v.verdict = Verdict::Extra;
            v.step = span.map(|(enter, _)| enter);
        } else if span.is_none() {
            v.verdict = Verdict::None;
        } else if expanded(tree, trace, id) {
            let fields_asked = Asked {
                m: answer.detail.asks_m(),
                window: asks_window,
            };
            check_fields(trace, id, written[i], fields_asked, &mut v, &mut fields[i])?;
        }
        nodes.push(v);
    }
    let mistakes = mistakes_of(tree, &nodes, &mut fields);
    let correct = nodes.iter().filter(|v| v.verdict == Verdict::Correct).count();
    let summary_en = summary(&mistakes, correct, Lang::En);
    let summary_fr = summary(&mistakes, correct, Lang::Fr);
    Ok(Checked {
        detail: answer.detail,
        nodes,
        mistakes,
        correct,
        summary_en,
        summary_fr,
    })
}

/// The answer by node: whether each node is marked pruned (it or an
/// ancestor is in `pruned`), and what was written at it.
pub(super) fn read_answer<'a>(
    tree: &Tree,
    answer: &'a Answer,
) -> Result<(Vec<bool>, Vec<Option<&'a NodeAnswer>>), AnswerError> {
    let n = tree.len();
    let out_of_range = |node: NodeId| AnswerError {
        node,
        message: Text::new(
            format!("node {node} is not in the tree (it has {n} nodes)"),
            format!("le nœud {node} n’est pas dans l’arbre (il a {n} nœuds)"),
        ),
    };
    // The arena is in pre-order, so one pass over ranges marks the subtrees.
    let mut marked = vec![false; n];
    for &p in &answer.pruned {
        if p as usize >= n {
            return Err(out_of_range(p));
        }
        marked[p as usize..tree.end(p) as usize].fill(true);
    }
    let mut written: Vec<Option<&NodeAnswer>> = vec![None; n];
    for a in &answer.nodes {
        if a.node as usize >= n {
            return Err(out_of_range(a.node));
        }
        written[a.node as usize] = Some(a);
    }
    Ok((marked, written))
}

/// Which fields the level of detail asks for.
#[derive(Clone, Copy)]
pub(super) struct Asked {
    m: bool,
    window: bool,
}

/// Compares the fields written at expanded node `id` (`w`) with the
/// search's: each wrong or empty one goes to `v` and to `notes`, and the
/// node is wrong when there is one.
pub(super) fn check_fields(
    trace: &Trace,
    id: NodeId,
    w: Option<&NodeAnswer>,
    asked: Asked,
    v: &mut NodeVerdict,
    notes: &mut Vec<FieldMistake>,
) -> Result<(), AnswerError> {
    let (enter, leave) = trace.visit_span(id).unwrap_or_default();
    let mut record = |field: Field, result: Option<Option<String>>, right: &Right, step: u32| {
        let Some(given) = result else { return };
        if given.is_some() {
            v.wrong.push(field);
        } else {
            v.empty.push(field);
        }
        notes.push(FieldMistake {
            field,
            given,
            expected: right.shown.clone(),
        });
        v.step = Some(v.step.map_or(step, |s: u32| s.min(step)));
    };
    if asked.m {
        if let Some(right) = right_m(trace, id) {
            let r = compare(w.and_then(|a| a.m.as_ref()), &right, id, false)?;
            record(Field::M, r, &right, leave);
        }
    }
    if asked.window {
        if let Some((a, b)) = right_window(trace, id) {
            let ra = compare(w.and_then(|x| x.alpha.as_ref()), &a, id, true)?;
            record(Field::Alpha, ra, &a, enter);
            let rb = compare(w.and_then(|x| x.beta.as_ref()), &b, id, true)?;
            record(Field::Beta, rb, &b, enter);
        }
    }
    if !v.wrong.is_empty() || !v.empty.is_empty() {
        v.verdict = Verdict::Wrong;
    }
    Ok(())
}

/// The mistakes in the order of the search: a wrong node each, and a
/// missed or extra subtree as one mistake, named by its top.
pub(super) fn mistakes_of(tree: &Tree, nodes: &[NodeVerdict], fields: &mut [Vec<FieldMistake>]) -> Vec<Mistake> {
    let mut mistakes: Vec<Mistake> = nodes
        .iter()
        .filter(|v| match v.verdict {
            Verdict::Wrong => true,
            Verdict::Missed | Verdict::Extra => tree
                .parent(v.node)
                .is_none_or(|p| nodes[p as usize].verdict != v.verdict),
            _ => false,
        })
        .map(|v| Mistake {
            node: v.node,
            name: tree.name(v.node),
            verdict: v.verdict,
            step: v.step,
            fields: std::mem::take(&mut fields[v.node as usize]),
            explain_en: String::new(),
            explain_fr: String::new(),
        })
        .collect();
    mistakes.sort_by_key(|m| (m.step.unwrap_or(u32::MAX), m.node));
    mistakes
}

/// "3 mistakes: a missed cut at C, …" or "All 14 nodes are correct."
pub(super) fn summary(mistakes: &[Mistake], correct: usize, lang: Lang) -> String {
    if mistakes.is_empty() {
        return match lang {
            Lang::En => format!("All correct: {correct} nodes checked, no mistake."),
            Lang::Fr => format!("Tout est juste : {correct} nœuds vérifiés, aucune erreur."),
        };
    }
    let items: Vec<String> = mistakes
        .iter()
        .map(|m| {
            let (en, fr) = match m.verdict {
                Verdict::Missed => ("a missed cut at", "une coupure oubliée en"),
                Verdict::Extra => ("an extra cut at", "une coupure en trop en"),
                _ => ("a wrong value at", "une valeur fausse en"),
            };
            match lang {
                Lang::En => format!("{en} {}", m.name),
                Lang::Fr => format!("{fr} {}", m.name),
            }
        })
        .collect();
    let count = mistakes.len();
    match lang {
        Lang::En => format!(
            "{count} mistake{}: {}.",
            if count == 1 { "" } else { "s" },
            items.join(", ")
        ),
        Lang::Fr => format!(
            "{count} erreur{} : {}.",
            if count == 1 { "" } else { "s" },
            items.join(", ")
        ),
    }
}
