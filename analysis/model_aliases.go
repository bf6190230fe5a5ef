package analysis

import (
	"github.com/accls/accls/analysis/model"
	"github.com/accls/accls/cfront"
)

// The semantic model's types live in analysis/model, which does not
// depend on the directive grammar, so that the code generator reads the
// model without it (tests/imports_test.go). These aliases keep analysis,
// which builds the model, and the tools that read it through analysis
// (lsp, cli) writing the names they always have.

type (
	Access        = model.Access
	AttrKind      = model.AttrKind
	BindTarget    = model.BindTarget
	Clause        = model.Clause
	ClauseArg     = model.ClauseArg
	Construct     = model.Construct
	ConstructKind = model.ConstructKind
	DataAttr      = model.DataAttr
	Dependence    = model.Dependence
	DeviceSection = model.DeviceSection
	Dim           = model.Dim
	HeaderDeclare = model.HeaderDeclare
	Kernel        = model.Kernel
	KernelsPlan   = model.KernelsPlan
	Launch        = model.Launch
	Levels        = model.Levels
	Loop          = model.Loop
	MemberPath    = model.MemberPath
	Model         = model.Model
	PathStep      = model.PathStep
	Resolved      = model.Resolved
	Routine       = model.Routine
	Schedule      = model.Schedule
	Section       = model.Section
	VarRef        = model.VarRef
	Where         = model.Where
)

const (
	AddrOf             = model.AddrOf
	AttrAttach         = model.AttrAttach
	AttrCache          = model.AttrCache
	AttrCopy           = model.AttrCopy
	AttrCopyin         = model.AttrCopyin
	AttrCopyout        = model.AttrCopyout
	AttrCreate         = model.AttrCreate
	AttrDelete         = model.AttrDelete
	AttrDetach         = model.AttrDetach
	AttrDeviceResident = model.AttrDeviceResident
	AttrDeviceptr      = model.AttrDeviceptr
	AttrFirstprivate   = model.AttrFirstprivate
	AttrLink           = model.AttrLink
	AttrNoCreate       = model.AttrNoCreate
	AttrPresent        = model.AttrPresent
	AttrPrivate        = model.AttrPrivate
	AttrReduction      = model.AttrReduction
	AttrUpdateDevice   = model.AttrUpdateDevice
	AttrUpdateSelf     = model.AttrUpdateSelf
	AttrUseDevice      = model.AttrUseDevice
	Gang               = model.Gang
	KindAtomic         = model.KindAtomic
	KindCache          = model.KindCache
	KindData           = model.KindData
	KindDeclare        = model.KindDeclare
	KindEnterData      = model.KindEnterData
	KindExitData       = model.KindExitData
	KindHostData       = model.KindHostData
	KindInit           = model.KindInit
	KindKernels        = model.KindKernels
	KindKernelsLoop    = model.KindKernelsLoop
	KindLoop           = model.KindLoop
	KindParallel       = model.KindParallel
	KindParallelLoop   = model.KindParallelLoop
	KindRoutine        = model.KindRoutine
	KindSerial         = model.KindSerial
	KindSerialLoop     = model.KindSerialLoop
	KindSet            = model.KindSet
	KindShutdown       = model.KindShutdown
	KindUpdate         = model.KindUpdate
	KindWait           = model.KindWait
	LaunchAllGangs     = model.LaunchAllGangs
	LaunchHostLoop     = model.LaunchHostLoop
	LaunchOneGang      = model.LaunchOneGang
	OnDevice           = model.OnDevice
	OnHost             = model.OnHost
	OnOneGang          = model.OnOneGang
	Read               = model.Read
	Seq                = model.Seq
	StepArrow          = model.StepArrow
	StepIndex          = model.StepIndex
	StepMember         = model.StepMember
	StepOther          = model.StepOther
	StepSubarray       = model.StepSubarray
	Vector             = model.Vector
	Worker             = model.Worker
	Write              = model.Write
)

// sameText compares two expressions structurally (model.SameExpr).
func sameText(x, y cfront.Expr) bool { return model.SameExpr(x, y) }
