// Generates the committed tables of SettingsKit from public data files:
//
//     swift run generate-tables width [UCD-DIR]  > Sources/SettingsKit/Text/DisplayWidthTable.swift
//     swift run generate-tables font [FONT-DIR]  > Sources/SettingsKit/Text/FontMetricsTable.swift
//
// UCD-DIR defaults to /usr/share/unicode (Debian's unicode-data), FONT-DIR to
// /usr/share/fonts/opentype/inter (Debian's fonts-inter). CI regenerates both tables and fails
// when a committed copy differs.
import Platform

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "width": widthTable(ucd: arguments.dropFirst().first ?? "/usr/share/unicode")
case "font": fontTable(directory: arguments.dropFirst().first ?? "/usr/share/fonts/opentype/inter")
default:
    fail("usage: generate-tables width [UCD-DIR] | font [FONT-DIR]")
}
