; Inno Setup script for Parlour (Inno Setup 6).  Built by .github/workflows/release.yml:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\parlour.iss
;   iscc /DAppVersion=0.1.0 /DSign "/Sparlour=signtool sign /fd sha256 /tr http://timestamp.digicert.com /td sha256 /f $qcert.pfx$q /p $qPASSWORD$q $f" packaging\windows\parlour.iss
;
; It packs the PyInstaller folder build\pyinstaller\dist\parlour (Parlour.exe for players,
; parlour-cli.exe for the command line) into dist\parlour-<version>-windows-x64-setup.exe,
; with a Start-menu entry, an optional desktop icon, Parlour offered for game records
; (.json: "Open with", never taking JSON over), an optional PATH entry for parlour-cli
; and an uninstaller that takes both away again.  The version must
; be passed in (it lives in pyproject.toml alone); signing happens only with /DSign, which
; the workflow passes when the certificate secret exists.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z parlour.iss
#endif
#define Root "..\.."
#define Bundle Root + "\build\pyinstaller\dist\parlour"

[Setup]
; The AppId ties upgrades and the uninstaller together: never change it.
AppId={{6B0F3C1E-5A2D-4E8B-9C47-1F2E3D4C5B6A}
AppName=Parlour
AppVersion={#AppVersion}
AppVerName=Parlour {#AppVersion}
AppPublisher=The Parlour developers
AppCopyright=Copyright (C) The Parlour developers
LicenseFile={#Root}\LICENSE
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\Parlour
DefaultGroupName=Parlour
DisableProgramGroupPage=yes
; Per-user install by default (no administrator needed); the user may choose all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=parlour-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\src\parlour\resources\parlour.ico
UninstallDisplayIcon={app}\Parlour.exe
UninstallDisplayName=Parlour
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Explorer and running programs hear of the new file type and PATH at once.
ChangesAssociations=yes
ChangesEnvironment=yes
#ifdef Sign
SignTool=parlour
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "fileassoc"; Description: "Offer Parlour to open game records (.json files)"; GroupDescription: "Files:"
Name: "addtopath"; Description: "Add parlour-cli to the PATH, for the command line"; GroupDescription: "Command line:"; Flags: unchecked

[Files]
Source: "{#Bundle}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundle wholesale, so files an older version had do not linger.
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{group}\Parlour"; Filename: "{app}\Parlour.exe"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,Parlour}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Parlour"; Filename: "{app}\Parlour.exe"; WorkingDir: "{app}"; Tasks: desktopicon

[Registry]
; Game records are .json files: Parlour joins their "Open with" list (the program stays
; the user's choice for JSON).  HKA is the user's classes, or the machine's for all users.
Root: HKA; Subkey: "Software\Classes\Parlour.Record"; ValueType: string; ValueName: ""; ValueData: "Parlour game record"; Flags: uninsdeletekey; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\Parlour.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\Parlour.exe,0"; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\Parlour.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Parlour.exe"" ""%1"""; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "Parlour.Record"; ValueData: ""; Flags: uninsdeletevalue; Tasks: fileassoc
Root: HKA; Subkey: "Software\Classes\Applications\Parlour.exe\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey; Tasks: fileassoc
; The folder holding parlour-cli.exe on the PATH: the user's, or the machine's for all
; users; added once however often Parlour is upgraded, removed on uninstall ([Code]).
Root: HKCU; Subkey: "Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: (not IsAdminInstallMode) and NeedsAddPath
Root: HKLM; Subkey: "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"; ValueType: expandsz; ValueName: "Path"; ValueData: "{olddata};{app}"; Tasks: addtopath; Check: IsAdminInstallMode and NeedsAddPath

[Run]
Filename: "{app}\Parlour.exe"; Description: "{cm:LaunchProgram,Parlour}"; Flags: nowait postinstall skipifsilent

[Code]
const
  UserEnvironment = 'Environment';
  MachineEnvironment = 'SYSTEM\CurrentControlSet\Control\Session Manager\Environment';

function EnvironmentRoot: Integer;
begin
  if IsAdminInstallMode then Result := HKEY_LOCAL_MACHINE else Result := HKEY_CURRENT_USER;
end;

function EnvironmentKey: String;
begin
  if IsAdminInstallMode then Result := MachineEnvironment else Result := UserEnvironment;
end;

{ True unless the install folder is on the PATH already (an upgrade adds it once). }
function NeedsAddPath: Boolean;
var
  Paths: String;
begin
  if not RegQueryStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Paths) then
    Result := True
  else
    Result := Pos(';' + Uppercase(ExpandConstant('{app}')) + ';', ';' + Uppercase(Paths) + ';') = 0;
end;

{ Uninstalling takes the install folder off the PATH again, wherever it stands in it. }
procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
var
  Paths: String;
begin
  if CurUninstallStep <> usPostUninstall then
    exit;
  if not RegQueryStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Paths) then
    exit;
  Paths := ';' + Paths + ';';
  if StringChangeEx(Paths, ';' + ExpandConstant('{app}') + ';', ';', True) > 0 then
    RegWriteExpandStringValue(EnvironmentRoot, EnvironmentKey, 'Path', Copy(Paths, 2, Length(Paths) - 2));
end;
