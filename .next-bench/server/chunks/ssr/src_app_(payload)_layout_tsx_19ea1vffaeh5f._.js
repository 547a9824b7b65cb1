module.exports=[758098,function(a){a.n(a.i(866366))}];

//# sourceMappingURL=src_app_%28payload%29_layout_tsx_19ea1vffaeh5f._.js.map