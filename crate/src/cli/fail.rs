//! The command line's failures: an exit code and a sentence in the language
//! `--lang` asks for. Every sentence is written here once, in English and
//! French side by side, so that a new one cannot lack its translation.

use alphabeta::lang::Lang;

/// A failure: the exit code (2 bad input, 1 output error) and its message.
pub struct Fail(pub u8, pub String);

/// What was wrong with the command line, said by [`Msg::say`].
pub enum Msg<'a> {
    /// A flag that takes a value was last, or its value was not text.
    NeedsValue(&'a str),
    /// A flag no command knows.
    UnknownOption(&'a str),
    /// A flag other commands take, but not this one.
    NotFor {
        flag: &'a str,
        command: &'a str,
        commands: &'a [&'a str],
    },
    /// A switch (`--tt`) written with a value (`--tt=1`).
    TakesNoValue(&'a str),
    UnknownCommand(&'a str),
    /// A name outside a closed list (`--algo`, `--format`, …).
    NotOneOf {
        flag: &'a str,
        given: &'a str,
        choices: Vec<&'static str>,
    },
    Whole {
        flag: &'a str,
        given: &'a str,
    },
    WholeIn {
        flag: &'a str,
        given: &'a str,
        lo: u64,
        hi: u64,
    },
    Positive(&'a str),
    /// `--aspiration` not written GUESS,DELTA with DELTA > 0.
    Aspiration(&'a str),
    /// `--bounds` not written L,U.
    Bounds(&'a str),
    /// `--width` not a length from 100 pt to 2000 pt.
    Width(&'a str),
    /// A flag that does not work on a tree with chance nodes yet.
    ChanceRefuses(&'a str),
    Range {
        flag: &'a str,
        given: &'a str,
    },
    OneTree,
    NoPreset(&'a str),
    NoPresetAmong {
        name: &'a str,
        names: String,
    },
    Stdin(String),
    ExerciseNoTree,
    ExerciseNoOrder,
    OrderingsNoOrder,
    OneGame(Vec<&'static str>),
    NoGame {
        name: &'a str,
        games: Vec<&'static str>,
    },
    GameNeedsDepth,
    /// `--goal` given for a game other than Pig.
    GoalIsPigs,
    /// `--goal` given and a goal written after `/` in `--position`.
    GoalTwice,
    /// A Pig position where the game is already over.
    PigOver(String),
    PresetOneName(usize),
    SeedWithoutRandom,
    NotText,
    /// `challenge` given a positional tree.
    ChallengeTree,
    ChallengeNeedsId,
    /// `challenge --check`: the tree does not meet challenge `id`'s goal.
    GoalNotMet(&'a str),
}

/// `a, b or c` (`a, b ou c` in French): the choices of a closed list.
fn either(choices: &[&str], lang: Lang, last: (&str, &str)) -> String {
    let word = if lang == Lang::Fr { last.1 } else { last.0 };
    match choices {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., end] => format!("{} {word} {end}", init.join(", ")),
    }
}

impl Msg<'_> {
    /// The sentence in `lang`. It is long because every refusal of the
    /// command line is written here once, its English and French side by
    /// side.
    pub fn say(&self, lang: Lang) -> String {
        let fr = lang == Lang::Fr;
        let or = ("or", "ou");
        let and = ("and", "et");
        match self {
            Msg::NeedsValue(f) if fr => format!("{f} attend une valeur"),
            Msg::NeedsValue(f) => format!("{f} needs a value"),
            Msg::UnknownOption(f) if fr => format!("option inconnue {f} (voir --help)"),
            Msg::UnknownOption(f) => format!("unknown option {f} (see --help)"),
            // The negamax view tells the steps: say so rather than only
            // which command takes it.
            Msg::NotFor { flag: f @ "--negamax", command: c, .. } if fr => format!(
                "{f} raconte les étapes du point de vue du joueur qui a le trait : elle ne s’applique qu’aux commandes qui écrivent des étapes (trace), pas à {c}"
            ),
            Msg::NotFor { flag: f @ "--negamax", command: c, .. } => format!(
                "{f} tells the steps from the side to move: it only applies to commands that print steps (trace), not to {c}"
            ),
            Msg::NotFor { flag, command, commands } if fr => format!(
                "{flag} ne s’applique qu’à {}, pas à {command} (voir --help)",
                either(commands, lang, or)
            ),
            Msg::NotFor { flag, command, commands } => format!(
                "{flag} only applies to {}, not to {command} (see --help)",
                either(commands, lang, or)
            ),
            Msg::TakesNoValue(f) if fr => format!("{f} ne prend pas de valeur"),
            Msg::TakesNoValue(f) => format!("{f} takes no value"),
            Msg::UnknownCommand(c) if fr => format!("commande inconnue « {c} » (voir --help)"),
            Msg::UnknownCommand(c) => format!("unknown command '{c}' (see --help)"),
            Msg::NotOneOf { flag, given, choices } if fr => {
                format!("{flag} vaut {}, pas « {given} »", either(choices, lang, or))
            }
            Msg::NotOneOf { flag, given, choices } => {
                format!("{flag} must be {}, not '{given}'", either(choices, lang, or))
            }
            Msg::Whole { flag, given } if fr => format!("{flag} doit être un nombre entier, pas « {given} »"),
            Msg::Whole { flag, given } => format!("{flag} must be a whole number, not '{given}'"),
            Msg::WholeIn { flag, given, lo, hi } if fr => {
                format!("{flag} doit être un nombre entier de {lo} à {hi}, pas « {given} »")
            }
            Msg::WholeIn { flag, given, lo, hi } => {
                format!("{flag} must be a whole number from {lo} to {hi}, not '{given}'")
            }
            Msg::Positive(f) if fr => format!("{f} doit être positif"),
            Msg::Positive(f) => format!("{f} must be positive"),
            Msg::Width(given) if fr => format!(
                "--width est une largeur de 100 à 2000 pt, en pt, mm, cm ou in (345pt, 12cm), pas « {given} »"
            ),
            Msg::Width(given) => format!(
                "--width must be a width from 100 to 2000 pt, in pt, mm, cm or in (345pt, 12cm), not '{given}'"
            ),
            Msg::Aspiration(given) if fr => {
                format!("--aspiration s’écrit ESTIMATION,DELTA (deux valeurs, DELTA > 0), pas « {given} »")
            }
            Msg::Aspiration(given) => {
                format!("--aspiration must be GUESS,DELTA (two values, DELTA > 0), not '{given}'")
            }
            Msg::Bounds(given) if fr => {
                format!("--bounds s’écrit L,U (deux valeurs : les bornes des feuilles), pas « {given} »")
            }
            Msg::Bounds(given) => format!("--bounds must be L,U (two values: the leaf bounds), not '{given}'"),
            Msg::ChanceRefuses(flag) if fr => {
                format!("{flag} ne s’applique pas encore à un arbre avec des nœuds de hasard")
            }
            Msg::ChanceRefuses(flag) => format!("{flag} does not work on a tree with chance nodes yet"),
            Msg::Range { flag, given } if fr => format!("{flag} prend MIN..MAX ou un nombre, pas « {given} »"),
            Msg::Range { flag, given } => format!("{flag} takes MIN..MAX or one number, not '{given}'"),
            Msg::OneTree if fr => {
                "donnez un seul arbre : un argument ARBRE, « - » pour l’entrée standard, ou --preset NOM".into()
            }
            Msg::OneTree => "give one tree: a TREE argument, '-' for standard input, or --preset NAME".into(),
            Msg::NoPreset(name) if fr => format!("aucun arbre d’exemple ne s’appelle « {name} »"),
            Msg::NoPreset(name) => format!("no preset called '{name}'"),
            Msg::NoPresetAmong { name, names } if fr => {
                format!("aucun arbre d’exemple ne s’appelle « {name} » ; les exemples sont : {names}")
            }
            Msg::NoPresetAmong { name, names } => format!("no preset called '{name}'; the presets are: {names}"),
            Msg::Stdin(e) if fr => format!("impossible de lire l’entrée standard comme du texte UTF-8 : {e}"),
            Msg::Stdin(e) => format!("cannot read standard input as UTF-8 text: {e}"),
            Msg::ExerciseNoTree if fr => "exercise ne prend pas d’arbre : il tire les siens de --seed".into(),
            Msg::ExerciseNoTree => "exercise takes no tree: it draws its own from --seed".into(),
            Msg::ExerciseNoOrder if fr => "exercise ne prend pas --order : ses arbres sont dessinés tels quels".into(),
            Msg::ExerciseNoOrder => "exercise takes no --order: its trees are drawn as they are".into(),
            Msg::OrderingsNoOrder if fr => "orderings compare tous les ordres : il ne prend pas --order".into(),
            Msg::OrderingsNoOrder => "orderings compares every ordering: it takes no --order".into(),
            Msg::OneGame(games) if fr => format!("game prend un jeu : {}", either(games, lang, or)),
            Msg::OneGame(games) => format!("game takes one game: {}", either(games, lang, or)),
            Msg::NoGame { name, games } if fr => {
                format!(
                    "aucun jeu ne s’appelle « {name} » : les jeux sont {}",
                    either(games, lang, and)
                )
            }
            Msg::NoGame { name, games } => {
                format!("no game called '{name}': the games are {}", either(games, lang, and))
            }
            Msg::GameNeedsDepth if fr => "game a besoin de --depth P, la profondeur de l’arbre de recherche".into(),
            Msg::GameNeedsDepth => "game needs --depth P, the depth of the search tree".into(),
            Msg::GoalIsPigs if fr => "--goal est le but du cochon : seul game pig le prend".into(),
            Msg::GoalIsPigs => "--goal is Pig's goal: only game pig takes it".into(),
            Msg::GoalTwice if fr => "le but est donné deux fois : par --goal et après / dans --position".into(),
            Msg::GoalTwice => "the goal is given twice: by --goal and after / in --position".into(),
            Msg::PigOver(p) if fr => {
                format!("la partie {p} est finie (un score acquis a atteint le but) : il n’y a rien à chercher")
            }
            Msg::PigOver(p) => format!("the game {p} is over (a banked score reached the goal): there is nothing to search"),
            Msg::PresetOneName(n) if fr => format!("preset prend un nom, pas {n}"),
            Msg::PresetOneName(n) => format!("preset takes one name, not {n}"),
            Msg::SeedWithoutRandom if fr => "--seed va avec --order random".into(),
            Msg::SeedWithoutRandom => "--seed goes with --order random".into(),
            Msg::NotText if fr => "un argument n’est pas du texte UTF-8".into(),
            Msg::NotText => "an argument is not UTF-8 text".into(),
            Msg::ChallengeTree if fr => "challenge prend son arbre de --check ARBRE".into(),
            Msg::ChallengeTree => "challenge takes its tree from --check TREE".into(),
            Msg::ChallengeNeedsId if fr => "challenge a besoin de --id, par exemple --id deep-cut-12".into(),
            Msg::ChallengeNeedsId => "challenge needs --id, such as --id deep-cut-12".into(),
            Msg::GoalNotMet(id) if fr => format!("{id} : l’objectif n’est pas atteint"),
            Msg::GoalNotMet(id) => format!("{id}: the goal is not met"),
        }
    }

    /// The failure (exit code 2) that says this in `lang`.
    pub fn fail(&self, lang: Lang) -> Fail {
        Fail(2, self.say(lang))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_closed_list_reads_as_a_sentence_in_both_languages() {
        let m = Msg::NotOneOf {
            flag: "--ties",
            given: "x",
            choices: vec!["prune", "strict"],
        };
        assert_eq!(m.say(Lang::En), "--ties must be prune or strict, not 'x'");
        assert_eq!(m.say(Lang::Fr), "--ties vaut prune ou strict, pas « x »");
        assert_eq!(either(&["a", "b", "c"], Lang::En, ("or", "ou")), "a, b or c");
    }
}
