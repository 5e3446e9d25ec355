//! The bodies of the generated structs' and enums' `Clone::clone`,
//! `Node::to_boxed` and the visit of their parts (`Node::for_each_child`,
//! `Node::walk_rules_with`), compiled in one private module,
//! `__impls`, which the types' impls call.
//!
//! rustc compiles a type's methods in the codegen unit of the module that declares
//! the type, and in an optimised build copies a type's drop glue, with that of every
//! type inside it, into each codegen unit that needs it: where a value of it may be
//! dropped (a clone that unwinds, a `Box::new`) or where a vtable of it is made
//! (a `&dyn Node` visited or boxed). With each rule's helper types in a module of
//! their own, most codegen units held the drop glue of most of the tree; with the
//! bodies here, that glue is compiled in this module (and where the parsers build
//! values), and the types' own methods are calls. (`Debug` stays with the types:
//! it passes its fields as `&&T`, whose vtables have no drop glue.)

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// A struct or enum whose bodies are shared: its name, and its module when it is a
/// helper type (none for a rule's type, in the generated module itself).
pub(super) struct Owner<'a> {
    pub ty: &'a syn::Ident,
    pub module: Option<&'a syn::Ident>,
}

impl Owner<'_> {
    /// The type's path from `__impls`.
    pub fn path(&self) -> TokenStream {
        let ty = self.ty;
        match self.module {
            Some(module) => quote!(super::#module::#ty),
            None => quote!(super::#ty),
        }
    }

    /// The name of its body of `kind` (`clone`, `visit`, `walk`): the kind,
    /// then its module and name (`clone_schemepart__Xchar`, `clone_Url`). Distinct
    /// types give distinct names: a type's name holds no `_` but a keyword's
    /// trailing one, so neither it nor its module holds `__`.
    pub fn function(&self, kind: &str) -> syn::Ident {
        let ty = syn::ext::IdentExt::unraw(self.ty);
        match self.module {
            Some(module) => format_ident!("{kind}_{}__{ty}", syn::ext::IdentExt::unraw(module)),
            None => format_ident!("{kind}_{ty}"),
        }
    }

    /// The path of its body of `kind` from the module that declares the type.
    fn call(&self, kind: &str) -> TokenStream {
        let function = self.function(kind);
        match self.module {
            Some(_) => quote!(super::__impls::#function),
            None => quote!(__impls::#function),
        }
    }
}

/// The calls that a type's impls make: the paths of its bodies, and of `boxed`
/// (one function for every type: a generic function is compiled in the codegen
/// unit of its own module, and type-checked once).
pub(super) struct Calls {
    pub clone: TokenStream,
    pub boxed: TokenStream,
    pub visit: TokenStream,
    pub walk: TokenStream,
}

/// The bodies of every struct and enum, in the order their types are emitted.
#[derive(Default)]
pub(super) struct Shared {
    items: Vec<TokenStream>,
}

impl Shared {
    /// Adds `owner`'s bodies, each over its value `this`: `clone` (an expression of
    /// its type) and `[visits, walks]` (statements giving its parts to `visit`,
    /// `for_each_child`'s visitor, and to `walker`, a `url_runtime::Walker`);
    /// returns the calls its impls make.
    pub fn add(
        &mut self,
        owner: &Owner<'_>,
        clone: TokenStream,
        [visits, walks]: [TokenStream; 2],
    ) -> Calls {
        let path = owner.path();
        let [clone_fn, visit_fn, walk_fn] =
            ["clone", "visit", "walk"].map(|kind| owner.function(kind));
        self.items.push(quote! {
            #[inline(never)]
            pub(super) fn #clone_fn<'i>(this: &#path<'i>) -> #path<'i> { #clone }
            #[inline(never)]
            pub(super) fn #visit_fn<'i>(this: &#path<'i>, visit: &mut dyn ::core::ops::FnMut(&dyn ::url_runtime::Node<'i>)) { #visits }
            #[inline(never)]
            pub(super) fn #walk_fn<'i>(this: &#path<'i>, walker: &mut ::url_runtime::Walker<'_>) { #walks }
        });
        let boxed = match owner.module {
            Some(_) => quote!(super::__impls::boxed),
            None => quote!(__impls::boxed),
        };
        Calls {
            clone: owner.call("clone"),
            boxed,
            visit: owner.call("visit"),
            walk: owner.call("walk"),
        }
    }

    /// The module `__impls` with every body added.
    pub fn module(&self) -> TokenStream {
        let items = &self.items;
        quote! {
            // The bodies of the types' impls, compiled here once (see `Calls`).
            #[allow(clippy::all, clippy::pedantic, non_snake_case, unused_variables, dead_code)]
            mod __impls {
                /// `Node::to_boxed` of every struct and enum.
                #[inline(never)]
                pub(super) fn boxed<'i, T: ::core::clone::Clone + ::url_runtime::Node<'i> + 'i>(this: &T) -> ::std::boxed::Box<dyn ::url_runtime::Node<'i> + 'i> {
                    ::std::boxed::Box::new(::core::clone::Clone::clone(this))
                }
                #(#items)*
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owner_names(ty: &str, module: Option<&str>) -> (String, String, String) {
        let ty = crate::naming::ident(ty);
        let module = module.map(crate::naming::ident);
        let owner = Owner {
            ty: &ty,
            module: module.as_ref(),
        };
        (
            owner.function("clone").to_string(),
            owner.path().to_string(),
            owner.call("visit").to_string(),
        )
    }

    #[test]
    fn a_rule_type_is_reached_from_the_generated_module() {
        let (function, path, call) = owner_names("Url", None);
        assert_eq!(function, "clone_Url");
        assert_eq!(path, "super :: Url");
        assert_eq!(call, "__impls :: visit_Url");
    }

    #[test]
    fn a_helper_type_is_reached_from_its_module() {
        let (function, path, call) = owner_names("Xchar", Some("schemepart"));
        assert_eq!(function, "clone_schemepart__Xchar");
        assert_eq!(path, "super :: schemepart :: Xchar");
        assert_eq!(call, "super :: __impls :: visit_schemepart__Xchar");
    }

    #[test]
    fn keyword_names_give_plain_function_names() {
        let (function, _, _) = owner_names("Self_", Some("self_"));
        assert_eq!(function, "clone_self___Self_");
        let (function, path, _) = owner_names("Type", Some("type"));
        assert_eq!(function, "clone_type__Type");
        assert_eq!(path, "super :: r#type :: Type");
    }

    #[test]
    fn the_module_holds_every_body_once() {
        let ty = crate::naming::ident("Pair");
        let mut shared = Shared::default();
        let calls = shared.add(
            &Owner {
                ty: &ty,
                module: None,
            },
            quote!(todo!()),
            [quote!(), quote!()],
        );
        assert_eq!(calls.boxed.to_string(), "__impls :: boxed");
        assert_eq!(calls.clone.to_string(), "__impls :: clone_Pair");
        let module = shared.module().to_string();
        for function in ["clone_Pair <", "visit_Pair <", "walk_Pair <", "boxed <"] {
            assert_eq!(
                module.matches(&format!("fn {function}")).count(),
                1,
                "{module}"
            );
        }
        assert_eq!(module.matches("fn ").count(), 4, "{module}");
    }
}
