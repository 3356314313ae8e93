//! Reading requests: typed fields of a JSON object, by hand.
//!
//! The page's requests (`withOptions`' options, `editTree`'s edit) arrive as
//! a [`serde_json::Value`]. Reading them with serde's derived `Deserialize`
//! would put serde's deserialiser, its error paths and the standard float
//! formatter they reach (about 16 KB gzipped) into the page's first wasm
//! module; these readers do the same work in a few hundred bytes.
//!
//! They refuse what the derive refuses, in the derive's words (`invalid
//! type: string "x", expected u32`, `unknown field `foo`, expected one of
//! ...`, `missing field `node``), so a message does not depend on which
//! reader ran. The types that use them keep the derive as the reference in
//! their unit tests, which compare both readers on good and bad requests.

use crate::value::{Value, MAX_FINITE, VALUE_EXPECTED};
use serde_json::{Map, Value as J};

/// A JSON object.
pub type Object = Map<String, J>;

/// A type read from one JSON value.
pub trait FromJson: Sized {
    /// Reads `v`, or says what is wrong with it.
    fn from_json(v: &J) -> Result<Self, String>;
}

/// What `v` is, as serde_json's errors name it: ``integer `3` ``,
/// `string "x"`, `null`…
fn unexpected(v: &J) -> String {
    match v {
        J::Null => "null".into(),
        J::Bool(b) => format!("boolean `{b}`"),
        J::Number(n) if n.is_f64() => format!("floating point `{}`", float(n.as_f64().unwrap_or_default())),
        J::Number(n) => format!("integer `{n}`"),
        J::String(s) => format!("string {}", quoted(s)),
        J::Array(_) => "sequence".into(),
        J::Object(_) => "map".into(),
    }
}

/// A float as serde_json writes it in errors (`1.5`, `1e+16`, `3.0`).
fn float(x: f64) -> String {
    let text = crate::value::shortest(x);
    if text.contains(['.', 'e', 'E']) {
        text
    } else {
        text + ".0"
    }
}

/// `s` in double quotes, with `"` and `\` escaped.
fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The refusal of `v` where `expected` was wanted.
pub fn invalid_type(v: &J, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// The refusal of `v`, of the right type but out of range.
fn invalid_value(v: &J, expected: &str) -> String {
    format!("invalid value: {}, expected {expected}", unexpected(v))
}

/// "expected one of `a`, `b`, `c`", or for one or two names
/// "expected `a`" and "expected `a` or `b`", as serde writes it.
pub(crate) fn one_of(names: &[&str]) -> String {
    match names {
        [one] => format!("expected `{one}`"),
        [a, b] => format!("expected `{a}` or `{b}`"),
        _ => {
            let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
            format!("expected one of {}", quoted.join(", "))
        }
    }
}

/// The refusal of a key that is not among `fields`.
pub fn unknown_field(key: &str, fields: &[&str]) -> String {
    format!("unknown field `{key}`, {}", one_of(fields))
}

/// The refusal of a variant name that is not among `names`.
pub(crate) fn unknown_variant(name: &str, names: &[&str]) -> String {
    format!("unknown variant `{name}`, {}", one_of(names))
}

/// A field's value, `null` meaning absent.
pub fn nullable<T: FromJson>(v: &J) -> Result<Option<T>, String> {
    match v {
        J::Null => Ok(None),
        v => T::from_json(v).map(Some),
    }
}

/// Field `key` of `map`, `None` when absent (or `null`, for an `Option`).
pub fn optional<T: FromJson>(map: &Object, key: &str) -> Result<Option<T>, String> {
    map.get(key).map_or(Ok(None), nullable)
}

/// Field `key` of `map`, which must be there.
pub fn required<T: FromJson>(map: &Object, key: &str) -> Result<T, String> {
    match map.get(key) {
        None => Err(format!("missing field `{key}`")),
        Some(v) => T::from_json(v),
    }
}

/// One of `names` (a unit enum's variants and aliases), by its name; a
/// refusal lists them all. As serde reads a unit variant, the name may
/// also be a map's single key with `null` as its value (`{"minimax": null}`).
pub fn named<T: Copy>(v: &J, names: &[(&str, T)]) -> Result<T, String> {
    let (name, unit) = match v {
        J::String(s) => (s, None),
        J::Object(map) if map.len() == 1 => {
            let (key, value) = map.iter().next().expect("one key");
            (key, Some(value))
        }
        J::Object(_) => return Err(invalid_value(v, "map with a single key")),
        _ => return Err(invalid_type(v, "string or map")),
    };
    let Some(&(_, t)) = names.iter().find(|(n, _)| n == name) else {
        let listed: Vec<&str> = names.iter().map(|&(n, _)| n).collect();
        return Err(unknown_variant(name, &listed));
    };
    match unit {
        Some(value) if !value.is_null() => Err(invalid_type(value, "unit")),
        _ => Ok(t),
    }
}

impl FromJson for u32 {
    fn from_json(v: &J) -> Result<u32, String> {
        match v {
            J::Number(n) if n.is_u64() => n
                .as_u64()
                .and_then(|x| u32::try_from(x).ok())
                .ok_or_else(|| invalid_value(v, "u32")),
            J::Number(n) if n.is_i64() => Err(invalid_value(v, "u32")),
            _ => Err(invalid_type(v, "u32")),
        }
    }
}

impl FromJson for i32 {
    fn from_json(v: &J) -> Result<i32, String> {
        match v {
            J::Number(n) if !n.is_f64() => n
                .as_i64()
                .and_then(|x| i32::try_from(x).ok())
                .ok_or_else(|| invalid_value(v, "i32")),
            _ => Err(invalid_type(v, "i32")),
        }
    }
}

impl FromJson for bool {
    fn from_json(v: &J) -> Result<bool, String> {
        v.as_bool().ok_or_else(|| invalid_type(v, "a boolean"))
    }
}

impl FromJson for String {
    fn from_json(v: &J) -> Result<String, String> {
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| invalid_type(v, "a string"))
    }
}

impl FromJson for Value {
    /// A number of magnitude at most [`MAX_FINITE`], or ±∞ written as the
    /// JSON and the page write it (`"+inf"`, `"-inf"`, `"∞"`…).
    fn from_json(v: &J) -> Result<Value, String> {
        match v {
            // The derive reads every number as a float, so a refusal
            // writes it as one (`5000000000000000.0`).
            J::Number(n) => {
                let x = n.as_f64().unwrap_or(f64::INFINITY);
                Value::new(x).filter(|_| x.abs() <= MAX_FINITE).ok_or_else(|| {
                    format!(
                        "invalid value: floating point `{}`, expected {VALUE_EXPECTED}",
                        float(x)
                    )
                })
            }
            J::String(s) => Value::from_name(s).ok_or_else(|| invalid_value(v, VALUE_EXPECTED)),
            _ => Err(invalid_type(v, VALUE_EXPECTED)),
        }
    }
}
