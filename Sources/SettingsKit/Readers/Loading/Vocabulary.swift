/// The words each format knows, for an editor to complete: the page format's keys by the
/// mapping they belong in, cell types, colour names, specifier types and keys, AndroidX elements.
package enum Vocabulary {
    /// The keys valid in a mapping of the page format, named by the key it is written under
    /// (`cells` for a cell, `style`, `indicator`…; "" for the page itself), `atPage` saying
    /// whether that key is the page's own (a page's style also takes the metrics).
    package static func pageFormatKeys(under key: String, atPage: Bool) -> [String] {
        switch key {
        case "": PageFormat.pageKeys
        case "sections": PageFormat.sectionKeys
        case "cells": PageFormat.cellKeys
        case "style": StyleKey.allCases.map(\.rawValue) + (atPage ? PageFormat.metricKeys : [])
        case "indicator": PageFormat.indicatorKeys
        case "link": PageFormat.linkKeys
        case "enabledWhen", "visibleWhen": PageFormat.conditionKeys
        case "empty": PageFormat.emptyKeys
        case "swipe": PageFormat.swipeKeys
        case "refresh": PageFormat.refreshKeys
        case "loadMore": PageFormat.loadMoreKeys
        case let font where font.hasSuffix("Font"): PageFormat.fontKeys
        case let size where size.hasSuffix("Size"): PageFormat.sizeKeys
        default: []
        }
    }

    /// The page format's cell types.
    package static var cellTypes: [String] { CellType.allCases.map(\.rawValue) }

    /// UIKit's fixed colours, as the page format names them.
    package static var colorNames: [String] { ColorParser.named.map(\.name) }

    /// Font weights.
    package static var fontWeights: [String] { Font.Weight.allCases.map(\.rawValue) }

    /// A Settings.bundle's specifier types (`PSToggleSwitchSpecifier`…).
    package static var specifierTypes: [String] { SpecifierType.names }

    /// A specifier's keys (`Type`, `Title`, `Key`…).
    package static var specifierKeys: [String] { SpecifierKey.allCases.map(\.name) }

    /// AndroidX's preference elements.
    package static var preferenceElements: [String] { Preference.builtIn.sorted() }

    /// The ids of the page files in a folder (their names without extension): what a link's `page` names.
    package static func pageFileStems(in folder: String) -> [String] {
        let names = (FileName.directoryEntries(folder) ?? []).map(FileName.string)
        return names.filter { name in PageFileReader.extensions.contains { name.hasSuffix($0) } }.map { String($0.prefix { $0 != "." }) }.sorted()
    }

    /// The file a link's `page` or `file` names from a page's folder, if it is there and inside
    /// the folder, its links resolved: a name with `..`, or a link, out of it is not looked at,
    /// as a bundle's reader does not read a pane out of its bundle.
    package static func linkedFile(_ name: String, from folder: String, isPage: Bool) -> String? {
        let endings = isPage ? PageFileReader.extensions : [""] + SettingsBundleReader.extensions + PageFileReader.extensions
        let base = name.hasPrefix("/") ? name : folder + "/" + name
        return endings.map { base + $0 }.first { FileName.isRegularFile($0) && FileName.isInside($0, root: folder) }
    }

    /// The schema file a child pane's `File` names, found as the bundle's reader finds it: a
    /// name in the bundle's folder (the Settings app's, then InAppSettingsKit's), inside it.
    package static func childPaneFile(_ stem: String, inBundle folder: String) -> String? {
        let bundle = SettingsBundle(directory: folder)
        guard let name = bundle.schemaFile(stem: stem, idiom: .phone, inApp: false) ?? bundle.schemaFile(stem: stem, idiom: .phone) else { return nil }
        return FileName.isInside(bundle.directory + name, root: bundle.directory) ? bundle.directory + name : nil
    }

    /// The values files of an AndroidX screen's `res/` folder (`res/xml/f.xml` → `res/values*/*.xml`), `values/` first.
    package static func androidValueFiles(forScreen path: String) -> [String] {
        let res = FileName.folder(of: FileName.folder(of: path))
        let folders = (FileName.directoryEntries(res) ?? []).map(FileName.string).filter { $0 == "values" || $0.hasPrefix("values-") }.sorted()
        return folders.flatMap { folder in
            (FileName.directoryEntries(res + "/" + folder) ?? []).map(FileName.string).filter { $0.hasSuffix(".xml") }.sorted().map { res + "/" + folder + "/" + $0 }
        }
    }
}
